import type { Locale, Permission } from '@autohub/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.js';
import type { CrmPort } from '../integrations/crm/crm.port.js';
import type { Ports } from '../integrations/ports.js';
// The app decorations route plugins read (the read cache), for every program that loads a manifest.
import type {} from '../lib/read-cache.plugin.js';
import type { PaymentGateway } from '../integrations/payment/payment.port.js';
import type { OutboxHandler, PeriodicJob, WorkerLogger } from '../outbox/outbox-worker.js';
import type { OutboxConfig } from '../outbox/outbox.config.js';

/** What the outbox worker gives a module to build the handlers of its topics. */
export interface OutboxContext {
  db: Db;
  crm: CrmPort;
  /** How long one CRM call may take (CRM_TIMEOUT_MS). */
  crmTimeoutMs: number;
  /** The payment gateway, when the process has one (the api and the worker process both do). */
  payment?: PaymentGateway;
}

/** What the outbox worker gives a module to build its periodic jobs. */
export interface JobContext {
  /** The payment gateway, when the process has one (the api and the worker process both do). */
  payment?: PaymentGateway;
  logger: WorkerLogger;
}

/**
 * Services a module offers to another module that may not import it because it imports the other
 * already (docs/decisions/043-no-module-cycles.md). The module that needs one declares it here, in a
 * file of its own folder (`declare module '../manifest.js' { interface ModuleServices { … } }`, a
 * factory taking the database or a transaction), the module that has it sets the factory in its
 * manifest's `provides`, and route plugins read it from `app.services`. So the dependency points from
 * the provider to the port its user declares, and the module graph has no cycle.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ModuleServices {}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every service of {@link ModuleServices}, from the manifests that provide them. */
    services: ModuleServices;
  }
}

/** Rows written per table by a seed; 0 where the table already had data. */
export type SeedCounts = Record<string, number>;

/**
 * A back-office page of the module (a desk, a staff screen), listed in the work areas of those who
 * may use it (`GET /api/work-areas`, shown in the account area).
 */
export interface WorkArea {
  /** Web page below `/{locale}/{brand}/`, e.g. `staff/settings`. */
  path: string;
  /** Who sees it: the permission the page's main api call requires. */
  permission: Permission;
  /** The page's name, as its heading says it, in each locale. */
  title: Readonly<Record<Locale, string>>;
  /**
   * For a permission every account holds (an approver is whoever a partner names): whether this
   * account has work there. Reads only the module's own tables.
   */
  opensFor?: (db: Db, userId: string) => Promise<boolean>;
}

/** A route plugin; registered with no options of its own (those it declares are all optional). */
export type RoutePlugin = FastifyPluginAsyncZod<never>;

/**
 * Everything the platform needs to know about an api module, in one file `<module>.module.ts` of the
 * module's folder, listed by one line of `registry.ts`. The app registers the routes, Drizzle gets
 * the tables, the seed runs the reference seed, the outbox worker runs the jobs and handlers.
 * Demo data is not here: it lives in the module's `demo/` folder and loads only with DEMO_DATA=on
 * (docs/decisions/030-demo-data-switch.md).
 */
export interface ModuleManifest<T extends Record<string, PgTable> = Record<string, PgTable>> {
  /** The module's folder name under `apps/api/src/modules/`. */
  name: string;
  /** Route plugins registered under `/api`. */
  routes?: readonly RoutePlugin[];
  /** Route plugins registered under `/api` outside production only (sandbox helpers). */
  developmentRoutes?: readonly RoutePlugin[];
  /** For a module whose routes need more than a plugin (decorations, timers): registers them itself. */
  register?: (app: FastifyInstance) => Promise<void>;
  /** The module's own Drizzle tables (defined in its `*.schema.ts` files, never another module's). */
  tables?: T;
  /** Reference data the module needs in every database, production included, into empty tables. */
  seed?: (db: Db) => Promise<SeedCounts>;
  /** Work the outbox worker runs on a schedule. */
  jobs?: (config: OutboxConfig, context: JobContext) => readonly PeriodicJob[];
  /** The outbox topics the module writes, each with the handler that delivers it. */
  outboxHandlers?: (context: OutboxContext) => Readonly<Record<string, OutboxHandler>>;
  /** Permissions of the role table its routes require (`config.access`). */
  permissions?: readonly Permission[];
  /** Back-office pages of the module, for the navigation of those who may use them. */
  workAreas?: readonly WorkArea[];
  /** Services of {@link ModuleServices} it offers to modules that may not import it. */
  provides?: Partial<ModuleServices>;
  /** Partner ports it calls through `app.ports`. */
  ports?: readonly (keyof Ports)[];
}

/** Declares a module's manifest, keeping the exact types of its tables for Drizzle's typed queries. */
export function defineModule<const T extends Record<string, PgTable> = Record<string, never>>(
  manifest: ModuleManifest<T>,
): ModuleManifest<T> {
  return manifest;
}
