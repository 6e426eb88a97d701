import { crmSandboxReceipts, crmSandboxState } from '../integrations/crm/crm-sandbox.table.js';
import { MODULE_TABLES } from '../modules/modules.js';
import { outboxMessages } from '../outbox/outbox.table.js';
import { periodicJobRuns } from './schema/periodic-jobs.js';
import { brands, cities, markets, states } from './schema/reference.js';

/**
 * Every table of the database, for Drizzle's typed queries: the reference tables, the outbox's and
 * the sandbox CRM's, and those of every module in `modules/registry.ts` (each module lists its own).
 */
export const tables = {
  brands,
  markets,
  states,
  cities,
  outboxMessages,
  periodicJobRuns,
  crmSandboxReceipts,
  crmSandboxState,
  ...MODULE_TABLES,
};
export type Tables = typeof tables;
