import type { Db } from '../../db/client.js';
import { type UserRow, createUserDirectory } from '../users/users.service.js';
import { type SessionRow, findUnexpiredSession } from './auth.store.js';

/** A live session (not revoked, not expired) of an active account, with the account. */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const session = await findUnexpiredSession(db, sessionId, now);
  if (!session) return undefined;
  const user = await createUserDirectory(db).byId(session.userId);
  if (!user || user.status !== 'active') return undefined;
  return { session, user };
}
