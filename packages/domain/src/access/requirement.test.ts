import { describe, expect, it } from 'vitest';
import type { AccessActor } from './can.js';
import { PUBLIC, authorize, describeRequirement, publicCall, requirement } from './requirement.js';

const customer: AccessActor = { userId: 'ana', roles: ['customer'] };

describe('route requirements', () => {
  it('takes the scope from the permission', () => {
    expect(requirement('garage:own')).toEqual({ kind: 'permission', permission: 'garage:own', scope: 'own' });
    expect(requirement('quotations:save', 'dealer')).toEqual({
      kind: 'permission',
      permission: 'quotations:save',
      scope: 'dealer',
    });
  });

  it('refuses a route that declares a looser scope than its permission', () => {
    expect(() => requirement('garage:own', 'none')).toThrow(
      'Permission "garage:own" is checked with scope "own", not "none"',
    );
    expect(() => requirement('quotations:save', 'brand')).toThrow(/scope "dealer"/);
  });

  it('refuses an unknown permission at declaration', () => {
    // @ts-expect-error a permission outside the closed list
    expect(() => requirement('garage:everything')).toThrow('Unknown permission "garage:everything"');
  });

  it('lets anyone through a public route, signed in or not', () => {
    expect(authorize(null, PUBLIC)).toEqual({ allowed: true });
    expect(authorize(customer, publicCall('lead'))).toEqual({ allowed: true });
  });

  it('checks a guarded route with the permission and the record', () => {
    const ownGarage = requirement('garage:own');
    expect(authorize(null, ownGarage)).toEqual({ allowed: false, reason: 'unauthenticated' });
    expect(authorize(customer, ownGarage, { ownerId: 'ana' })).toEqual({ allowed: true });
    expect(authorize(customer, ownGarage, { ownerId: 'bob' }, { access: 'read' })).toEqual({
      allowed: false,
      reason: 'not-owner',
    });
    expect(authorize(customer, requirement('cache:clear'))).toEqual({ allowed: false, reason: 'forbidden' });
  });

  it('describes a requirement for the api docs', () => {
    expect(describeRequirement(publicCall('postal-code'))).toBe('Public: Postal-code lookups.');
    expect(describeRequirement(PUBLIC)).toBe('Public.');
    expect(describeRequirement(requirement('garage:own'))).toBe(
      "Requires garage:own on the caller's own records (reads also: garage:read-any). Roles: customer, post_sales_customer.",
    );
    expect(describeRequirement(requirement('cache:clear'))).toBe(
      'Requires cache:clear. Roles: cache_manager.',
    );
    expect(describeRequirement(requirement('mopar:manage'))).toBe(
      "Requires mopar:manage within the caller's brands. Roles: mopar:ROLE_ADMIN.",
    );
  });
});
