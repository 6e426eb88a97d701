import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { JsonObject, storedJson } from '../../db/stored-json.js';

// The outbox and the sandbox CRM keep their tables beside their code; they are named here too so
// the migration generator, which reads module schema files, sees them.
export { outboxMessages } from '../../outbox/outbox.table.js';
export { crmSandboxReceipts, crmSandboxState } from '../../integrations/crm/crm-sandbox.table.js';

/** Every call to a partner and how it ended (spec document 2: POST/GET integration-log). */
export const integrationLog = pgTable(
  'integration_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partner: text('partner').notNull(),
    operation: text('operation').notNull(),
    reference: text('reference'),
    outcome: text('outcome').$type<'SUCCESS' | 'FAILURE'>().notNull(),
    attempt: integer('attempt'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('integration_log_reference_idx').on(table.reference),
    index('integration_log_created_idx').on(table.createdAt),
  ],
);

export type JourneyErrorStatus = 'OPEN' | 'REPROCESSING' | 'RESOLVED' | 'DISMISSED';

/**
 * Deliveries that ran out of retries (spec document 2: journey-integration-errors, update and
 * reprocess). One row per outbox message: a message that dies again reopens its row.
 */
export const journeyIntegrationErrors = pgTable(
  'journey_integration_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxMessageId: uuid('outbox_message_id').notNull().unique(),
    journey: text('journey').notNull(),
    reference: text('reference').notNull(),
    partner: text('partner').notNull(),
    status: text('status').$type<JourneyErrorStatus>().notNull().default('OPEN'),
    attempts: integer('attempts').notNull(),
    lastError: text('last_error'),
    payload: storedJson('journey_integration_errors.payload', JsonObject).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('journey_integration_errors_status_idx').on(table.status)],
);
