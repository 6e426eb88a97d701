import {
  PERMISSIONS,
  PERMISSION_DEFINITIONS,
  type Permission,
  type PermissionDefinition,
} from './permissions.js';
import { PROGRAM_ROLE_PERMISSIONS, ROLE_PERMISSIONS, USERS_MANAGE_ROLES } from './role-permissions.js';
import { PROGRAM_ROLES, ROLES, ROLE_CODES } from './roles.js';

/** The tables the invariants are checked on; each defaults to the real one. */
export interface AccessTables {
  rolePermissions?: Readonly<Record<string, readonly string[]>>;
  programRolePermissions?: Readonly<Record<string, readonly string[]>>;
  definitions?: Readonly<Record<string, PermissionDefinition>>;
}

/**
 * Checks the permission table against the rules it must keep and lists every breach (empty when
 * the table is sound):
 * - every role code has an entry, and only role codes do; every program role too;
 * - entries name known permissions, once each;
 * - customer roles hold only self-service permissions;
 * - dealer roles hold only self-service, dealer-scoped or brand-scoped permissions;
 * - people hold `account:own` and `privacy:own`; systems hold no self-service permission;
 * - only {@link USERS_MANAGE_ROLES} hold `users:manage`;
 * - roles that manage users hold no payment-data permission;
 * - own-record permissions are self-service; read bypasses are staff permissions not scoped `own`;
 * - every permission is held by some role (no dead permission).
 */
export function accessTableViolations(tables: AccessTables = {}): string[] {
  const rolePermissions: Readonly<Record<string, readonly string[]>> =
    tables.rolePermissions ?? ROLE_PERMISSIONS;
  const programRolePermissions: Readonly<Record<string, readonly string[]>> =
    tables.programRolePermissions ?? PROGRAM_ROLE_PERMISSIONS;
  const definitions: Readonly<Record<string, PermissionDefinition>> =
    tables.definitions ?? PERMISSION_DEFINITIONS;
  const violations: string[] = [];
  const defOf = (permission: string): PermissionDefinition | undefined =>
    Object.hasOwn(definitions, permission) ? definitions[permission] : undefined;

  for (const code of ROLE_CODES) {
    if (!Object.hasOwn(rolePermissions, code)) violations.push(`role ${code} has no entry`);
  }
  for (const key of Object.keys(rolePermissions)) {
    if (!(ROLE_CODES as readonly string[]).includes(key)) violations.push(`entry ${key} is not a role code`);
  }
  for (const code of PROGRAM_ROLES) {
    if (!Object.hasOwn(programRolePermissions, code)) violations.push(`program role ${code} has no entry`);
  }

  const entries: [string, readonly string[]][] = [
    ...Object.entries(rolePermissions),
    ...Object.entries(programRolePermissions),
  ];
  for (const [owner, permissions] of entries) {
    const seen = new Set<string>();
    for (const permission of permissions) {
      if (!defOf(permission)) violations.push(`${owner} holds unknown permission ${permission}`);
      if (seen.has(permission)) violations.push(`${owner} lists ${permission} twice`);
      seen.add(permission);
    }
  }

  for (const code of ROLE_CODES) {
    const permissions = Object.hasOwn(rolePermissions, code) ? (rolePermissions[code] ?? []) : [];
    const role = ROLES[code];
    for (const permission of permissions) {
      const definition = defOf(permission);
      if (!definition) continue;
      if (role.kind === 'customer' && definition.kind !== 'self') {
        violations.push(`customer role ${code} holds staff permission ${permission}`);
      }
      if (
        role.kind === 'dealer' &&
        definition.kind === 'staff' &&
        definition.scope !== 'dealer' &&
        definition.scope !== 'brand'
      ) {
        violations.push(
          `dealer role ${code} holds ${permission}, which is not limited to its dealers or brands`,
        );
      }
      if (!role.person && definition.kind === 'self') {
        violations.push(`system role ${code} holds self-service permission ${permission}`);
      }
      if (definition.dataClass === 'payment' && managesUsers(permissions)) {
        violations.push(`user-management role ${code} holds payment permission ${permission}`);
      }
    }
    if (role.person) {
      for (const required of ['account:own', 'privacy:own']) {
        if (!permissions.includes(required)) violations.push(`role ${code} lacks ${required}`);
      }
    }
  }

  for (const [owner, permissions] of entries) {
    if (permissions.includes('users:manage') && !(USERS_MANAGE_ROLES as readonly string[]).includes(owner)) {
      violations.push(`${owner} holds users:manage`);
    }
  }

  for (const [permission, definition] of Object.entries(definitions)) {
    if (definition.scope === 'own' && definition.kind !== 'self') {
      violations.push(`own-record permission ${permission} is not self-service`);
    }
    for (const bypass of definition.readBypass ?? []) {
      const bypassDefinition = defOf(bypass);
      if (definition.scope !== 'own')
        violations.push(`${permission} has a read bypass but is not an own-record permission`);
      if (!bypassDefinition) violations.push(`${permission} names unknown read bypass ${bypass}`);
      else if (bypassDefinition.kind !== 'staff' || bypassDefinition.scope === 'own') {
        violations.push(
          `read bypass ${bypass} of ${permission} must be a staff permission not scoped to own records`,
        );
      }
    }
    if (!entries.some(([, permissions]) => permissions.includes(permission))) {
      violations.push(`permission ${permission} is held by no role`);
    }
  }
  for (const permission of PERMISSIONS) {
    if (!Object.hasOwn(definitions, permission))
      violations.push(`permission ${permission} has no definition`);
  }
  return violations;
}

const USER_MANAGEMENT: readonly Permission[] = [
  'users:read',
  'users:manage',
  'users:create',
  'users:assign-roles',
];

function managesUsers(permissions: readonly string[]): boolean {
  return permissions.some((permission) => (USER_MANAGEMENT as readonly string[]).includes(permission));
}
