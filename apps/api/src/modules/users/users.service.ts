import type {
  IdentityDocument,
  SessionUser,
  StaffUserView,
  UserCompletion,
  UserSelf,
  UserSelfPatch,
} from '@autohub/contract';
import { DomainError, parseAccessRoles } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import {
  type NewUserRow,
  type UserChanges,
  type UserRow,
  findActiveUserByEmail,
  findUserById,
  insertUser,
  updateUser,
} from './users.store.js';

export type { UserChanges, UserRow } from './users.store.js';

/** The accounts as other modules reach them (sign-in, privacy): never through the table itself. */
export function createUserDirectory(db: Db) {
  return {
    byId: (id: string) => findUserById(db, id),
    activeByEmail: (email: string) => findActiveUserByEmail(db, email),
    /** Resolves to undefined when the e-mail already has an account. */
    create: (row: NewUserRow) => insertUser(db, row),
    update: (id: string, changes: UserChanges) => updateUser(db, id, changes),
  };
}

/** The Argentine document of an account, when it has one. */
export function documentOf(user: UserRow): IdentityDocument | null {
  return user.documentKind && user.documentNumber
    ? { kind: user.documentKind, number: user.documentNumber }
    : null;
}

/** Which user-data steps (spec document 1 §2) the account has completed. */
export function completionOf(user: UserRow): UserCompletion {
  return {
    // The document of either market: the CPF on the Brazilian pages, the DNI or CUIL/CUIT on the
    // Argentine ones (docs/decisions/015-market-formats.md).
    userData: Boolean(user.name && (user.cpf || documentOf(user)) && user.phone),
    addressData: user.address !== null,
    dealerData: user.preferredDealerCode !== null,
  };
}

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    roles: parseAccessRoles(user.roles),
    completion: completionOf(user),
  };
}

export function toUserSelf(user: UserRow): UserSelf {
  return {
    id: user.id,
    nickname: user.nickname,
    name: user.name,
    emails: [{ email: user.email, preferred: true }],
    emailPreferred: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    phone: user.phone,
    cpf: user.cpf,
    document: documentOf(user),
    companyCnpj: user.companyCnpj,
    birthday: user.birthday,
    loyaltyProgramCategory: user.loyaltyProgramCategory,
    address: user.address,
    preferredDealerCode: user.preferredDealerCode,
    hasPassword: user.passwordHash !== null,
    completion: completionOf(user),
    createdAt: user.createdAt.toISOString(),
  };
}

export function toStaffView(user: UserRow): StaffUserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface UsersService {
  self(userId: string): Promise<UserSelf>;
  /** Applies a change of one's own data; an empty change fails with 'No body content provided.'. */
  patchSelf(userId: string, patch: UserSelfPatch | null | undefined): Promise<UserSelf>;
  staffView(userId: string): Promise<StaffUserView>;
}

const notFound = () => new DomainError('not_found', {}, { detail: 'No such account' });

export function createUsersService(db: Db): UsersService {
  return {
    async self(userId) {
      const user = await findUserById(db, userId);
      if (!user || user.status !== 'active') throw notFound();
      return toUserSelf(user);
    },

    async patchSelf(userId, patch) {
      if (!patch || Object.keys(patch).length === 0) {
        // Spec document 2 §5: the catalogue's wording, word for word.
        throw new DomainError('body.no_body_content');
      }
      const changes: UserChanges = {};
      if (patch.nickname !== undefined) changes.nickname = patch.nickname || null;
      if (patch.name !== undefined) changes.name = patch.name.trim();
      if (patch.phone !== undefined) changes.phone = patch.phone;
      if (patch.cpf !== undefined) changes.cpf = patch.cpf.replace(/\D/g, '');
      if (patch.document !== undefined) {
        changes.documentKind = patch.document?.kind ?? null;
        changes.documentNumber = patch.document?.number.replace(/\D/g, '') ?? null;
      }
      if (patch.companyCnpj !== undefined) changes.companyCnpj = patch.companyCnpj;
      if (patch.birthday !== undefined) changes.birthday = patch.birthday;
      if (patch.address !== undefined) changes.address = patch.address;
      if (patch.preferredDealerCode !== undefined) changes.preferredDealerCode = patch.preferredDealerCode;
      const user = await updateUser(db, userId, changes);
      if (!user || user.status !== 'active') throw notFound();
      return toUserSelf(user);
    },

    async staffView(userId) {
      const user = await findUserById(db, userId);
      if (!user) throw notFound();
      return toStaffView(user);
    },
  };
}
