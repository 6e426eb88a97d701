import { describe, expect, it } from 'vitest';
import { type AccessResource, type AccessActor, can } from './can.js';
import { PERMISSIONS, PERMISSION_DEFINITIONS, type Permission } from './permissions.js';
import { type AccessRole, USERS_MANAGE_ROLES, permissionsOf } from './role-permissions.js';
import { PROGRAM_ROLES, PROGRAM_ROLE_DEFINITIONS, ROLES, ROLE_CODES, isRoleCode } from './roles.js';

/**
 * Walks the whole table: every role (and program role, inside its group) × every permission ×
 * a record of the actor's own, of another user, of another dealer and of another brand, without a
 * record, for reads and writes, with and without brand limits. Each case is checked against the
 * rules the table promises, so a table edit that breaks one fails here with the case named.
 */

const ME = 'user-me';
const MY_DEALER = 'D-MINE';
const MY_BRAND = 'fiat';

const RECORDS = {
  mine: { ownerId: ME, dealerCode: MY_DEALER, brand: MY_BRAND },
  'other user': { ownerId: 'user-other', dealerCode: MY_DEALER, brand: MY_BRAND },
  'other dealer': { ownerId: ME, dealerCode: 'D-OTHER', brand: MY_BRAND },
  'other brand': { ownerId: ME, dealerCode: MY_DEALER, brand: 'jeep' },
  'other everything': { ownerId: 'user-other', dealerCode: 'D-OTHER', brand: 'jeep' },
  'no record': undefined,
} satisfies Record<string, AccessResource | undefined>;

const ALL_ROLES: readonly AccessRole[] = [...ROLE_CODES, ...PROGRAM_ROLES];

function actorsFor(role: AccessRole): { label: string; actor: AccessActor }[] {
  const groups = isRoleCode(role) ? [] : [PROGRAM_ROLE_DEFINITIONS[role].group];
  const base = { userId: ME, roles: [role], dealerCodes: [MY_DEALER], groups };
  return [
    { label: 'brand-limited', actor: { ...base, brands: [MY_BRAND] } },
    { label: 'all brands', actor: base },
  ];
}

interface Case {
  role: AccessRole;
  actorLabel: string;
  actor: AccessActor;
  permission: Permission;
  recordLabel: keyof typeof RECORDS;
  record: AccessResource | undefined;
  access: 'read' | 'write';
}

function* cases(): Generator<Case> {
  for (const role of ALL_ROLES) {
    for (const { label: actorLabel, actor } of actorsFor(role)) {
      for (const permission of PERMISSIONS) {
        for (const [recordLabel, record] of Object.entries(RECORDS) as [
          keyof typeof RECORDS,
          AccessResource | undefined,
        ][]) {
          for (const access of ['read', 'write'] as const) {
            yield { role, actorLabel, actor, permission, recordLabel, record, access };
          }
        }
      }
    }
  }
}

const name = (c: Case) => `${c.role} (${c.actorLabel}) ${c.permission} on ${c.recordLabel}, ${c.access}`;

describe('walk over role × permission × record', () => {
  it('never lets a role use a permission it does not hold, except a read bypass on own records', () => {
    const failures: string[] = [];
    for (const c of cases()) {
      const granted = permissionsOf(c.actor.roles, c.actor.groups);
      const definition = PERMISSION_DEFINITIONS[c.permission];
      const holdsBypass = (definition.readBypass ?? []).some((bypass) => granted.has(bypass));
      const decision = can(c.actor, c.permission, c.record, { access: c.access });
      if (granted.has(c.permission)) continue;
      if (decision.allowed && !(holdsBypass && c.access === 'read' && c.record)) failures.push(name(c));
    }
    expect(failures).toEqual([]);
  });

  it("never lets anyone change another user's record through an own-record permission", () => {
    const failures: string[] = [];
    for (const c of cases()) {
      if (PERMISSION_DEFINITIONS[c.permission].scope !== 'own') continue;
      if (c.record?.ownerId === ME || !c.record) continue;
      const decision = can(c.actor, c.permission, c.record, { access: c.access });
      if (!decision.allowed) continue;
      const granted = permissionsOf(c.actor.roles, c.actor.groups);
      const viaBypass =
        c.access === 'read' &&
        (PERMISSION_DEFINITIONS[c.permission].readBypass ?? []).some((b) => granted.has(b));
      if (!viaBypass) failures.push(name(c));
    }
    expect(failures).toEqual([]);
  });

  it('never lets a dealer-scoped permission reach another dealer', () => {
    const failures: string[] = [];
    for (const c of cases()) {
      if (PERMISSION_DEFINITIONS[c.permission].scope !== 'dealer') continue;
      if (!c.record || c.record.dealerCode === MY_DEALER) continue;
      if (can(c.actor, c.permission, c.record, { access: c.access }).allowed) failures.push(name(c));
    }
    expect(failures).toEqual([]);
  });

  it('never lets a brand-limited actor use a brand-scoped permission on another brand', () => {
    const failures: string[] = [];
    for (const c of cases()) {
      if (PERMISSION_DEFINITIONS[c.permission].scope !== 'brand' || c.actorLabel !== 'brand-limited')
        continue;
      if (!c.record || c.record.brand === MY_BRAND) continue;
      if (can(c.actor, c.permission, c.record, { access: c.access }).allowed) failures.push(name(c));
    }
    expect(failures).toEqual([]);
  });

  it('lets every holder use the permission on their own record, dealer and brand', () => {
    const failures: string[] = [];
    for (const c of cases()) {
      if (c.recordLabel !== 'mine' && c.recordLabel !== 'no record') continue;
      if (!permissionsOf(c.actor.roles, c.actor.groups).has(c.permission)) continue;
      if (!can(c.actor, c.permission, c.record, { access: c.access }).allowed) failures.push(name(c));
    }
    expect(failures).toEqual([]);
  });

  it('never lets a customer role use a staff permission, on any record', () => {
    const failures: string[] = [];
    for (const c of cases()) {
      if (!isRoleCode(c.role) || ROLES[c.role].kind !== 'customer') continue;
      if (PERMISSION_DEFINITIONS[c.permission].kind !== 'staff') continue;
      if (can(c.actor, c.permission, c.record, { access: c.access }).allowed) failures.push(name(c));
    }
    expect(failures).toEqual([]);
  });

  it('lets only the decided roles manage users', () => {
    const managers = ALL_ROLES.filter((role) =>
      actorsFor(role).some(({ actor }) => can(actor, 'users:manage').allowed),
    );
    expect(managers).toEqual(USERS_MANAGE_ROLES);
  });

  it('uses every permission somewhere (no dead permission)', () => {
    const used = new Set<Permission>();
    for (const c of cases()) {
      if (c.recordLabel === 'mine' && can(c.actor, c.permission, c.record).allowed) used.add(c.permission);
    }
    expect(PERMISSIONS.filter((p) => !used.has(p))).toEqual([]);
  });

  it('refuses every permission to an anonymous caller', () => {
    for (const permission of PERMISSIONS) {
      expect(can(null, permission, RECORDS.mine)).toEqual({ allowed: false, reason: 'unauthenticated' });
    }
  });
});
