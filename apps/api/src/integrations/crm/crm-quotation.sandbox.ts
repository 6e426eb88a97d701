import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { crmSandboxReceipts } from './crm-sandbox.table.js';
import type { CrmMessage } from './crm.port.js';

/**
 * The sandbox CRM's documented test inputs for quotations, the way payment providers publish test
 * cards: a quotation number `TEST-001` … `TEST-006` (any suffix after it, e.g. `TEST-004-A`) is
 * refused with that code, every time. Any other number is saved once; a second save of the same
 * quotation number at the same dealer, under another delivery key, answers 002 (already saved).
 */
export const SANDBOX_QUOTATION_TEST_NUMBERS = {
  '001': 'TEST-001',
  '002': 'TEST-002',
  '003': 'TEST-003',
  '004': 'TEST-004',
  '005': 'TEST-005',
  '006': 'TEST-006',
} as const;

export async function sandboxQuotationCode(db: Db, message: CrmMessage): Promise<string | null> {
  const number = String(message.payload.quotationNumber ?? '').toUpperCase();
  const dealerCode = String(message.payload.dealerCode ?? '');
  const test = /^TEST-(00[1-6])(?:\b|$)/.exec(number);
  if (test?.[1]) return test[1];
  const [saved] = await db
    .select({ key: crmSandboxReceipts.idempotencyKey })
    .from(crmSandboxReceipts)
    .where(
      and(
        eq(crmSandboxReceipts.kind, 'quotation'),
        ne(crmSandboxReceipts.idempotencyKey, message.idempotencyKey),
        sql`upper(${crmSandboxReceipts.payload}->>'quotationNumber') = ${number}`,
        sql`${crmSandboxReceipts.payload}->>'dealerCode' = ${dealerCode}`,
      ),
    )
    .limit(1);
  return saved ? '002' : null;
}
