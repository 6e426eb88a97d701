import type { EmployeeProgramPersonalData } from '@autohub/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { b2eValidations } from './b2e.schema.js';

/** The person's employee-program validation, if any. */
export async function exportB2EData(db: Db, userId: string): Promise<EmployeeProgramPersonalData> {
  const [row] = await db.select().from(b2eValidations).where(eq(b2eValidations.userId, userId));
  return row
    ? {
        market: row.market,
        buyerType: row.buyerType,
        companyCode: row.companyCode,
        documentHint: row.documentHint,
        eligible: row.eligible,
        validatedAt: row.validatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }
    : null;
}

export async function forgetB2EData(db: Db, userId: string): Promise<void> {
  await db.delete(b2eValidations).where(eq(b2eValidations.userId, userId));
}
