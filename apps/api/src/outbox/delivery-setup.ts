import type { Db } from '../db/client.js';
import type { CrmConfig } from '../integrations/crm/crm.factory.js';
import type { CrmPort } from '../integrations/crm/crm.port.js';
import { MAIL_TOPIC, mailDeliveryHandler } from '../integrations/mail/mail-outbox.js';
import type { Mailer } from '../integrations/mail/mail.port.js';
import type { PaymentGateway } from '../integrations/payment/payment.port.js';
import { deliveryLogHooks } from '../modules/integration-log/integration-log.service.js';
import { MODULES } from '../modules/modules.js';
import type { Config } from '../config.js';
import type { OutboxConfig } from './outbox.config.js';
import { type OutboxWorker, type WorkerLogger, createOutboxWorker } from './outbox-worker.js';

const silentLogger: WorkerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface Delivery {
  crm: CrmPort;
  crmConfig: CrmConfig;
  outboxConfig: OutboxConfig;
  worker: OutboxWorker;
}

export interface DeliveryOverrides {
  clock?: () => Date;
  random?: () => number;
  logger?: WorkerLogger;
  /** Deliveries at once (the whole batch when absent). */
  concurrency?: number;
  /** Whether the process is busy answering requests (the worker then gives way). */
  busy?: () => boolean;
  /** How many messages a round takes while the process is busy. */
  busyBatchSize?: number;
}

/** The ports the worker delivers to: the app's own (`app.ports`), or a worker process's. */
export interface DeliveryPorts {
  crm: CrmPort;
  /** Where queued e-mails go; without one, mail messages are left to a worker that has it. */
  mail?: Mailer;
  /** The payment gateway the jobs that reconcile payments ask. */
  payment?: PaymentGateway;
}

/**
 * The outbox worker with every topic's handler over the given ports, the integration log and the
 * periodic jobs, paced by the configuration. The api builds it beside its routes; `worker-main.ts`
 * builds the same thing in a process of its own.
 */
export function createDelivery(
  db: Db,
  config: Pick<Config, 'outbox'> & { ports: Pick<Config['ports'], 'crm'> },
  ports: DeliveryPorts,
  workerOverrides: DeliveryOverrides = {},
): Delivery {
  const crmConfig = config.ports.crm;
  const outboxConfig = config.outbox;
  const { crm, mail, payment } = ports;
  const jobLogger: WorkerLogger = workerOverrides.logger ?? silentLogger;
  // Each module of modules/registry.ts brings the handlers of the topics it writes and its jobs.
  const context = { db, crm, crmTimeoutMs: crmConfig.timeoutMs, ...(payment ? { payment } : {}) };
  const worker = createOutboxWorker({
    db,
    handlers: Object.assign(
      {},
      ...MODULES.map((module) => module.outboxHandlers?.(context) ?? {}),
      mail ? { [MAIL_TOPIC]: mailDeliveryHandler(mail) } : {},
    ),
    hooks: deliveryLogHooks,
    jobs: MODULES.flatMap(
      (module) => module.jobs?.(outboxConfig, { ...(payment ? { payment } : {}), logger: jobLogger }) ?? [],
    ),
    policy: outboxConfig.policy,
    pollMs: outboxConfig.pollMs,
    batchSize: outboxConfig.batchSize,
    leaseMs: outboxConfig.leaseMs,
    ...workerOverrides,
  });
  return { crm, crmConfig, outboxConfig, worker };
}
