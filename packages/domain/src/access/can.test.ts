import { describe, expect, it } from 'vitest';
import { type AccessActor, can, denialStatus, parseAccessRoles } from './can.js';
import type { Permission } from './permissions.js';

const ana: AccessActor = { userId: 'ana', roles: ['customer'] };
const seller: AccessActor = {
  userId: 'sam',
  roles: ['user_dealer'],
  dealerCodes: ['D1'],
  brands: ['fiat', 'jeep'],
};
const support: AccessActor = { userId: 'sue', roles: ['user_admin'] };
const offerAdmin: AccessActor = { userId: 'oli', roles: ['offer_admin'], brands: ['peugeot'] };

const denied = (reason: string) => ({ allowed: false, reason });
const allowed = { allowed: true };

describe('can: who is asking', () => {
  it('refuses anonymous callers before anything else', () => {
    expect(can(null, 'garage:own')).toEqual(denied('unauthenticated'));
    expect(can(undefined, 'cache:clear')).toEqual(denied('unauthenticated'));
    expect(can({ userId: '', roles: ['user_admin'] }, 'users:manage')).toEqual(denied('unauthenticated'));
  });

  it('refuses a permission no role of the actor grants', () => {
    expect(can(ana, 'users:manage')).toEqual(denied('forbidden'));
    expect(can(ana, 'offers:publish', { brand: 'fiat' })).toEqual(denied('forbidden'));
    expect(can({ userId: 'x', roles: [] }, 'account:own')).toEqual(denied('forbidden'));
  });

  it('refuses an unknown permission string passed at run time', () => {
    expect(can(support, 'users:everything' as Permission)).toEqual(denied('forbidden'));
  });
});

describe('can: own records', () => {
  it("lets a customer reach their own garage and not another customer's", () => {
    expect(can(ana, 'garage:own')).toEqual(allowed);
    expect(can(ana, 'garage:own', { ownerId: 'ana' })).toEqual(allowed);
    expect(can(ana, 'garage:own', { ownerId: 'bob' })).toEqual(denied('not-owner'));
    expect(can(ana, 'garage:own', { ownerId: 'bob' }, { access: 'read' })).toEqual(denied('not-owner'));
  });

  it('refuses a record whose owner is unknown', () => {
    expect(can(ana, 'orders:own', {})).toEqual(denied('not-owner'));
  });

  it("lets support read anyone's garage, never change it", () => {
    expect(can(support, 'garage:own', { ownerId: 'bob' }, { access: 'read' })).toEqual(allowed);
    expect(can(support, 'garage:own', { ownerId: 'bob' }, { access: 'write' })).toEqual(denied('forbidden'));
    expect(can(support, 'garage:own', { ownerId: 'bob' })).toEqual(denied('forbidden'));
    // Support has no garage of its own to list.
    expect(can(support, 'garage:own', undefined, { access: 'read' })).toEqual(denied('forbidden'));
  });

  it('keeps payment methods and contracts to their owner, even for support', () => {
    expect(can(support, 'payment-methods:own', { ownerId: 'bob' }, { access: 'read' })).toEqual(
      denied('forbidden'),
    );
    expect(can(support, 'contracts:own', { ownerId: 'bob' }, { access: 'read' })).toEqual(
      denied('forbidden'),
    );
    expect(can(ana, 'payment-methods:own', { ownerId: 'ana' })).toEqual(allowed);
  });

  it("lets a dealer read the orders made with it, not another dealer's", () => {
    const order = { ownerId: 'ana', dealerCode: 'D1', brand: 'fiat' } as const;
    expect(can(seller, 'orders:own', order, { access: 'read' })).toEqual(allowed);
    expect(can(seller, 'orders:own', order, { access: 'write' })).toEqual(denied('forbidden'));
    expect(can(seller, 'orders:own', { ...order, dealerCode: 'D2' }, { access: 'read' })).toEqual(
      denied('other-dealer'),
    );
    expect(can(seller, 'orders:own', { ownerId: 'ana' }, { access: 'read' })).toEqual(denied('other-dealer'));
  });

  it('tells someone who holds the permission that the record is not theirs', () => {
    const sellerWhoBuys: AccessActor = { ...seller, roles: ['user_dealer', 'customer'] };
    expect(
      can(sellerWhoBuys, 'orders:own', { ownerId: 'ana', dealerCode: 'D2' }, { access: 'read' }),
    ).toEqual(denied('not-owner'));
    expect(can(sellerWhoBuys, 'orders:own', { ownerId: 'sam', dealerCode: 'D2' })).toEqual(allowed);
  });
});

describe('can: dealers', () => {
  it("scopes dealer permissions to the actor's dealers", () => {
    expect(can(seller, 'leads:read-dealer', { dealerCode: 'D1' })).toEqual(allowed);
    expect(can(seller, 'leads:read-dealer', { dealerCode: 'D2' })).toEqual(denied('other-dealer'));
    expect(can(seller, 'leads:read-dealer', { brand: 'fiat' })).toEqual(denied('other-dealer'));
    expect(can(seller, 'leads:read-dealer')).toEqual(allowed);
  });

  it('gives nothing dealer-scoped to someone attached to no dealer', () => {
    const detached: AccessActor = { userId: 'x', roles: ['user_dealer'] };
    expect(can(detached, 'quotations:save')).toEqual(denied('forbidden'));
    expect(can({ ...detached, dealerCodes: [] }, 'quotations:save', { dealerCode: 'D1' })).toEqual(
      denied('forbidden'),
    );
  });

  it('lets a dealer seller change a quotation price and save it, but not publish offers', () => {
    expect(can(seller, 'prices:change', { dealerCode: 'D1' })).toEqual(allowed);
    expect(can(seller, 'quotations:save', { dealerCode: 'D1' })).toEqual(allowed);
    expect(can(seller, 'offers:publish', { brand: 'fiat' })).toEqual(denied('forbidden'));
  });
});

describe('can: brands', () => {
  it('keeps a brand-limited actor within their brands', () => {
    expect(can(offerAdmin, 'offers:publish', { brand: 'peugeot' })).toEqual(allowed);
    expect(can(offerAdmin, 'offers:publish', { brand: 'citroen' })).toEqual(denied('other-brand'));
    expect(can(offerAdmin, 'offers:publish', { dealerCode: 'D1' })).toEqual(denied('other-brand'));
    expect(can(offerAdmin, 'offers:publish')).toEqual(allowed);
  });

  it('does not limit an actor without brand limits', () => {
    const everywhere: AccessActor = { userId: 'oli', roles: ['offer_admin'] };
    expect(can(everywhere, 'offers:publish', { brand: 'citroen' })).toEqual(allowed);
    expect(can(everywhere, 'offers:publish', {})).toEqual(allowed);
  });

  it('treats an empty brand list as no brand at all', () => {
    expect(can({ ...offerAdmin, brands: [] }, 'offers:publish', { brand: 'peugeot' })).toEqual(
      denied('other-brand'),
    );
  });

  it('does not apply brand limits to unscoped permissions', () => {
    const cache: AccessActor = { userId: 'c', roles: ['cache_manager'], brands: ['fiat'] };
    expect(can(cache, 'cache:clear', { brand: 'jeep' })).toEqual(allowed);
  });
});

describe('can: program roles', () => {
  it('grant Mopar and loyalty powers only within their group', () => {
    const mopar: AccessActor = { userId: 'm', roles: ['mopar:ROLE_ADMIN'], groups: ['MOPAR'] };
    expect(can(mopar, 'mopar:manage', { brand: 'jeep' })).toEqual(allowed);
    expect(can({ ...mopar, groups: ['OFFER'] }, 'mopar:manage', { brand: 'jeep' })).toEqual(
      denied('forbidden'),
    );
    const regional: AccessActor = {
      userId: 'r',
      roles: ['mopar:ROLE_REGIONAL'],
      groups: ['MOPAR'],
      dealerCodes: ['D7'],
    };
    expect(can(regional, 'mopar:read-sales', { dealerCode: 'D7' })).toEqual(allowed);
    expect(can(regional, 'mopar:read-sales', { dealerCode: 'D8' })).toEqual(denied('other-dealer'));
    expect(can(regional, 'mopar:manage')).toEqual(denied('forbidden'));
  });
});

describe('parseAccessRoles and denialStatus', () => {
  it('keeps known roles and program grants only', () => {
    expect(parseAccessRoles(['customer', 'admin', 'mopar:ROLE_ADMIN', 'ROLE_ADMIN', 'constructor'])).toEqual([
      'customer',
      'mopar:ROLE_ADMIN',
    ]);
  });

  it("answers 401, 403, and 404 for other people's records", () => {
    expect(denialStatus('unauthenticated')).toBe(401);
    expect(denialStatus('forbidden')).toBe(403);
    expect(denialStatus('not-owner')).toBe(404);
    expect(denialStatus('other-dealer')).toBe(404);
    expect(denialStatus('other-brand')).toBe(404);
  });
});
