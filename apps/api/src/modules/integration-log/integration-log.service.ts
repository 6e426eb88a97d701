import { DomainError } from '@autohub/domain';
import type { IntegrationLogEntry, JourneyIntegrationError } from '@autohub/contract';
import type { Db } from '../../db/client.js';
import { MAIL_TOPIC, withoutLinkTokens } from '../../integrations/mail/mail-outbox.js';
import type { DeliveryAttempt, DeliveryHooks } from '../../outbox/outbox-worker.js';
import { requeueDeadMessage } from '../../outbox/outbox.store.js';
import type { JourneyErrorStatus } from './integration-log.schema.js';
import {
  type IntegrationLogRow,
  type JourneyErrorRow,
  type NewIntegrationLogRow,
  findJourneyError,
  insertIntegrationLog,
  insertIntegrationLogs,
  listIntegrationLog,
  listJourneyErrors,
  openJourneyError,
  resolveJourneyErrorOf,
  resolveJourneyErrorsOf,
  updateJourneyError,
} from './integration-log.store.js';

function presentLog(row: IntegrationLogRow): IntegrationLogEntry {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function presentError(row: JourneyErrorRow): JourneyIntegrationError {
  return {
    id: row.id,
    journey: row.journey,
    reference: row.reference,
    partner: row.partner,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    payload: row.payload,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The journey of a topic: `lead.deliver` → `lead`. */
export function journeyOf(topic: string): string {
  return topic.split('.')[0] ?? topic;
}

/**
 * What the outbox worker writes around each delivery: one integration-log row per attempt, an
 * open journey error when retries ran out, and that error resolved once the message arrives.
 */
function logRow(attempt: DeliveryAttempt): NewIntegrationLogRow {
  return {
    partner: attempt.partner,
    operation: attempt.message.topic,
    reference: attempt.message.reference,
    outcome: attempt.outcome,
    attempt: attempt.attempt,
    statusCode: attempt.statusCode,
    durationMs: attempt.durationMs,
    message: attempt.detail,
  };
}

export const deliveryLogHooks: DeliveryHooks = {
  async onAttempt(db, attempt) {
    await insertIntegrationLog(db, logRow(attempt));
  },
  async onAttempts(db, attempts) {
    await insertIntegrationLogs(db, attempts.map(logRow));
  },
  async onDeliveredMany(db, messages) {
    await resolveJourneyErrorsOf(
      db,
      messages.map((message) => message.id),
    );
  },
  async onDead(db, message, partner, error) {
    await openJourneyError(db, {
      outboxMessageId: message.id,
      journey: journeyOf(message.topic),
      reference: message.reference,
      partner,
      attempts: message.attempts,
      lastError: error,
      payload: message.topic === MAIL_TOPIC ? withoutLinkTokens(message.payload) : message.payload,
    });
  },
  async onDelivered(db, message) {
    await resolveJourneyErrorOf(db, message.id);
  },
};

export function createIntegrationLogService(db: Db, clock: () => Date = () => new Date()) {
  return {
    async list(filter: Parameters<typeof listIntegrationLog>[1]): Promise<IntegrationLogEntry[]> {
      return (await listIntegrationLog(db, filter)).map(presentLog);
    },

    async record(entry: Parameters<typeof insertIntegrationLog>[1]): Promise<IntegrationLogEntry> {
      return presentLog(await insertIntegrationLog(db, entry));
    },

    async errors(filter: { status?: JourneyErrorStatus; journey?: string; limit: number }) {
      return (await listJourneyErrors(db, filter)).map(presentError);
    },

    async updateError(
      id: string,
      patch: { payload?: Record<string, unknown>; note?: string | null; status?: 'OPEN' | 'DISMISSED' },
    ): Promise<JourneyIntegrationError> {
      const current = await findJourneyError(db, id);
      if (!current) throw new DomainError('not_found', {}, { detail: 'No such integration error' });
      if (current.status === 'RESOLVED' || current.status === 'REPROCESSING') {
        throw new DomainError('journey_error_not_open', {}, { detail: `The error is ${current.status}` });
      }
      const row = await updateJourneyError(db, id, patch);
      if (!row) throw new DomainError('not_found', {}, { detail: 'No such integration error' });
      return presentError(row);
    },

    /** Sends the messages of these errors again from their first attempt, with the payload staff kept. */
    async reprocess(ids: readonly string[]) {
      const reprocessed: string[] = [];
      const skipped: { id: string; reason: string }[] = [];
      for (const id of new Set(ids)) {
        const outcome = await db.transaction(async (tx) => {
          const error = await findJourneyError(tx, id);
          if (!error) return 'not_found';
          if (error.status !== 'OPEN' && error.status !== 'DISMISSED')
            return `status_${error.status.toLowerCase()}`;
          const requeued = await requeueDeadMessage(tx, error.outboxMessageId, clock(), error.payload);
          if (!requeued) return 'message_not_dead';
          await updateJourneyError(tx, id, { status: 'REPROCESSING' });
          return 'ok';
        });
        if (outcome === 'ok') reprocessed.push(id);
        else skipped.push({ id, reason: outcome });
      }
      return { reprocessed, skipped };
    },
  };
}

export type IntegrationLogService = ReturnType<typeof createIntegrationLogService>;
