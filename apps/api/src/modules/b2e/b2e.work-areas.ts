import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { b2ePartnerApprovers } from './b2e.schema.js';

/** Whether a partner company names this account as an approver of its employees' purchases. */
export async function namesAnApprover(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: b2ePartnerApprovers.userId })
    .from(b2ePartnerApprovers)
    .where(eq(b2ePartnerApprovers.userId, userId))
    .limit(1);
  return row !== undefined;
}
