import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { JsonObject, storedJson } from '../../db/stored-json.js';

/**
 * What the sandbox CRM received, one row per idempotency key: a repeat only counts a delivery.
 * Kept in the database so every api instance and a separate worker process share one sandbox.
 */
export const crmSandboxReceipts = pgTable('crm_sandbox_receipts', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  kind: text('kind').notNull(),
  brand: text('brand').notNull(),
  clientId: text('client_id'),
  payload: storedJson('crm_sandbox_receipts.payload', JsonObject).notNull(),
  deliveries: integer('deliveries').notNull().default(1),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The sandbox's behaviour switch (one row, id `crm`); absent means the configured default. */
export const crmSandboxState = pgTable('crm_sandbox_state', {
  id: text('id').primaryKey(),
  mode: text('mode').notNull(),
  latencyMs: integer('latency_ms').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
