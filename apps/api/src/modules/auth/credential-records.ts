import type { Db } from '../../db/client.js';
import {
  deleteIdentities,
  deleteTokens,
  listIdentities,
  listUserSessions,
  revokeUserSessions,
} from './auth.store.js';

/** The credentials of an account as the privacy module needs them: to export, and to erase. */
export function createCredentialRecords(db: Db) {
  return {
    sessions: (userId: string) => listUserSessions(db, userId),
    identities: (userId: string) => listIdentities(db, userId),
    /** Ends every session and forgets one-time tokens and linked identities. */
    async erase(userId: string): Promise<void> {
      await revokeUserSessions(db, userId);
      await deleteTokens(db, userId);
      await deleteIdentities(db, userId);
    },
  };
}
