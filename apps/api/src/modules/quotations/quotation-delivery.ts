import type { ConfiguratorVersion, Quotation } from '@autohub/contract';
import { BRAND_SLUGS, isQuotationSaveCode } from '@autohub/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CrmError, type CrmPort } from '../../integrations/crm/crm.port.js';
import { type OutboxHandler, PermanentDeliveryError } from '../../outbox/outbox-worker.js';
import {
  enqueueOutbox,
  findOutboxByReference,
  markOutboxDead,
  markOutboxDelivered,
} from '../../outbox/outbox.store.js';
import type { OutboxMessage } from '../../outbox/outbox.table.js';
import type { QuotationRow } from './quotations.schema.js';
import { createQuotationsStore } from './quotations.store.js';

export const QUOTATION_TOPIC = 'quotation.save';

/**
 * How long the outbox leaves a new save to the seller's own request before trying it itself:
 * longer than any CRM time-out, so the two never send at the same moment.
 */
export const QUOTATION_SAVE_GRACE_MS = 60_000;

/**
 * What the outbox keeps for a quotation save; the CRM receives `payload`. Read through this schema
 * before each attempt: staff may correct a message before a reprocess, and a malformed one is
 * refused, never sent.
 */
export const QuotationOutboxPayload = z
  .object({
    quotationId: z.uuid(),
    brand: z.enum(BRAND_SLUGS),
    payload: z.record(z.string(), z.unknown()),
  })
  .loose();
export type QuotationOutboxPayload = z.infer<typeof QuotationOutboxPayload>;

/** The quotation a message is about, when at least that can be read from it. */
const QuotationOfMessage = z.object({ quotationId: z.uuid() });

export type SaveOutcome =
  { kind: 'saved'; crmId: string } | { kind: 'refused'; code: string } | { kind: 'pending' };

/** The quotation as the CRM receives it (the documented shape of `POST {base}/quotations`). */
export function crmQuotationPayload(
  quotation: Quotation,
  version: ConfiguratorVersion,
): Record<string, unknown> {
  const byId = new Map(version.parts.map((part) => [part.id, part]));
  const line = (id: string) => {
    const part = byId.get(id);
    return { id, code: part?.code ?? id, name: part?.name ?? id };
  };
  const arranged = new Set(quotation.arrangedAccessoryIds);
  const { prices } = quotation;
  return {
    quotationNumber: quotation.quotationNumber,
    opportunityName: quotation.opportunityName,
    dealerCode: quotation.dealerCode,
    brand: quotation.brand,
    country: quotation.country,
    currency: prices.currency,
    mvsCode: quotation.mvsCode,
    modelYear: quotation.year,
    model: quotation.modelName,
    version: quotation.versionName,
    color: quotation.build.colorId ? line(quotation.build.colorId) : null,
    coating: quotation.build.coatingId ? line(quotation.build.coatingId) : null,
    optionals: quotation.build.selected.filter((id) => byId.get(id)?.type === 'ITEM').map(line),
    accessories: quotation.build.selected
      .filter((id) => byId.get(id)?.type === 'ACCESSORY')
      .map((id) => ({ ...line(id), paymentArranged: arranged.has(id) })),
    initialPrice: prices.initialPrice,
    changedPrice: prices.changedPrice,
    price: prices.price,
    bonus: prices.bonus,
    discount: prices.discount,
    cashPrice: prices.cashPrice,
    payment: quotation.payment,
    validUntil: quotation.validUntil,
    comment: quotation.comment,
    stockProposal: quotation.stockProposal,
  };
}

/**
 * Moves the quotation to SENDING and queues its delivery in one transaction, so the save is never
 * lost between the two. Undefined when the quotation changed meanwhile.
 */
export async function queueQuotationSave(
  db: Db,
  row: QuotationRow,
  quotation: Quotation,
  version: ConfiguratorVersion,
  now: Date,
): Promise<{ row: QuotationRow; message: OutboxMessage } | undefined> {
  return db.transaction(async (tx) => {
    const attempt = row.saveAttempts + 1;
    const updated = await createQuotationsStore(tx).updateFrom(row.id, ['DRAFT', 'FAILED'], {
      status: 'SENDING',
      saveAttempts: attempt,
      lastSaveCode: null,
      updatedAt: now,
    });
    if (!updated) return undefined;
    const reference = `${row.id}:${attempt}`;
    await enqueueOutbox(tx, {
      topic: QUOTATION_TOPIC,
      reference,
      // One delivery per save attempt: a retry of it is recognised by the CRM, a new attempt is new.
      idempotencyKey: `quotation:${reference}`,
      payload: { quotationId: row.id, brand: row.brand, payload: crmQuotationPayload(quotation, version) },
      nextAttemptAt: new Date(now.getTime() + QUOTATION_SAVE_GRACE_MS),
    });
    const message = await findOutboxByReference(tx, QUOTATION_TOPIC, reference);
    if (!message) throw new Error('the queued quotation save is missing');
    return { row: updated, message };
  });
}

/** Records the CRM's answer on the quotation: saved, or failed with its code (002: saved already). */
async function recordOutcome(db: Db, quotationId: string, outcome: SaveOutcome, now: Date): Promise<void> {
  const store = createQuotationsStore(db);
  if (outcome.kind === 'saved') {
    await store.updateFrom(quotationId, ['SENDING', 'FAILED'], {
      status: 'SAVED',
      crmId: outcome.crmId,
      lastSaveCode: null,
      savedAt: now,
    });
  } else if (outcome.kind === 'refused') {
    // 002: the CRM holds this quotation already; it is final here too and reopened from the CRM.
    await store.updateFrom(quotationId, ['SENDING'], {
      status: outcome.code === '002' ? 'SAVED' : 'FAILED',
      lastSaveCode: outcome.code,
      ...(outcome.code === '002' ? { savedAt: now } : {}),
    });
  }
}

/** The CRM's answer to one attempt of a well-formed save. */
async function send(
  crm: CrmPort,
  save: QuotationOutboxPayload,
  idempotencyKey: string,
  timeoutMs: number,
): Promise<SaveOutcome> {
  try {
    const receipt = await crm.send(
      { kind: 'quotation', idempotencyKey, brand: save.brand, payload: save.payload },
      { timeoutMs },
    );
    return { kind: 'saved', crmId: receipt.crmId };
  } catch (error) {
    if (error instanceof CrmError && !error.retryable) {
      // A refusal without one of the spec's codes is still "error saving quotation".
      const code = error.crmCode !== null && isQuotationSaveCode(error.crmCode) ? error.crmCode : '004';
      return { kind: 'refused', code };
    }
    if (error instanceof CrmError) return { kind: 'pending' };
    throw error;
  }
}

/** Why a malformed message is refused without reaching the CRM: retrying cannot fix it. */
const MALFORMED = 'Not a quotation save payload';

/**
 * A message that is not a quotation save is never sent; the quotation it names, if any, fails
 * with 004 ("error saving quotation") and may be sent again.
 */
async function refuseMalformed(db: Db, message: OutboxMessage, now: Date): Promise<SaveOutcome> {
  const outcome: SaveOutcome = { kind: 'refused', code: '004' };
  const named = QuotationOfMessage.safeParse(message.payload);
  if (named.success) await recordOutcome(db, named.data.quotationId, outcome, now);
  return outcome;
}

/**
 * The seller's own attempt, right after queueing: a final answer settles the outbox message and
 * the quotation together; no answer leaves the message to the outbox worker.
 */
export async function attemptQuotationSave(
  db: Db,
  crm: CrmPort,
  message: OutboxMessage,
  timeoutMs: number,
  clock: () => Date,
): Promise<SaveOutcome> {
  const save = QuotationOutboxPayload.safeParse(message.payload);
  if (!save.success) {
    return db.transaction(async (tx) => {
      await markOutboxDead(tx, message.id, MALFORMED);
      return refuseMalformed(tx, message, clock());
    });
  }
  const outcome = await send(crm, save.data, message.idempotencyKey, timeoutMs);
  if (outcome.kind === 'pending') return outcome;
  await db.transaction(async (tx) => {
    if (outcome.kind === 'saved') await markOutboxDelivered(tx, message.id, clock());
    else await markOutboxDead(tx, message.id, `CRM refused the quotation with code ${outcome.code}`);
    await recordOutcome(tx, save.data.quotationId, outcome, clock());
  });
  return outcome;
}

/** The outbox worker's handler: later attempts of a save the CRM did not answer at once. */
export function quotationDeliveryHandler(db: Db, crm: CrmPort, timeoutMs: number): OutboxHandler {
  return {
    partner: 'crm',
    async deliver(message) {
      const save = QuotationOutboxPayload.safeParse(message.payload);
      if (!save.success) {
        await refuseMalformed(db, message, new Date());
        throw new PermanentDeliveryError(MALFORMED);
      }
      const outcome = await send(crm, save.data, message.idempotencyKey, timeoutMs);
      if (outcome.kind === 'pending') throw new Error('CRM did not answer the quotation save');
      await recordOutcome(db, save.data.quotationId, outcome, new Date());
      if (outcome.kind === 'refused') {
        throw new PermanentDeliveryError(`CRM refused the quotation with code ${outcome.code}`);
      }
      return { statusCode: 201, detail: `quotation received as ${outcome.crmId}` };
    },
  };
}
