import type { Db } from '../db/client.js';
import { crmDeliveryHandler } from '../integrations/crm/crm-delivery.js';
import { type CrmConfig, createCrm, crmConfigFromEnv } from '../integrations/crm/crm.factory.js';
import type { CrmPort } from '../integrations/crm/crm.port.js';
import { MAIL_TOPIC, mailDeliveryHandler } from '../integrations/mail/mail-outbox.js';
import type { Mailer } from '../integrations/mail/mail.port.js';
import { CONTACT_TOPIC } from '../modules/contact/contact.topic.js';
import { deliveryLogHooks } from '../modules/integration-log/integration-log.service.js';
import { LEAD_TOPIC } from '../modules/leads/leads.service.js';
import { QUOTATION_TOPIC, quotationDeliveryHandler } from '../modules/quotations/quotation-delivery.js';
import { testDriveExpiryJob } from '../modules/test-drives/test-drive-expiry.job.js';
import { type OutboxConfig, outboxConfigFromEnv } from './outbox.config.js';
import { type OutboxWorker, type WorkerLogger, createOutboxWorker } from './outbox-worker.js';

type Env = Readonly<Record<string, string | undefined>>;

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
  /** Where queued e-mails go (the app's mail port); without one the mail topic waits for a worker that has it. */
  mailer?: Mailer;
}

/**
 * The CRM port and the outbox worker with every topic's handler, the integration log and the
 * periodic jobs, from the environment. The api builds it beside its routes; `worker-main.ts`
 * builds the same thing in a process of its own.
 */
export function createDelivery(db: Db, env: Env, overrides: DeliveryOverrides = {}): Delivery {
  const crmConfig = crmConfigFromEnv(env);
  const outboxConfig = outboxConfigFromEnv(env);
  const crm = createCrm(db, crmConfig);
  const { mailer, ...workerOverrides } = overrides;
  const worker = createOutboxWorker({
    db,
    handlers: {
      [LEAD_TOPIC]: crmDeliveryHandler(crm, 'lead', crmConfig.timeoutMs),
      [CONTACT_TOPIC]: crmDeliveryHandler(crm, 'contact', crmConfig.timeoutMs),
      [QUOTATION_TOPIC]: quotationDeliveryHandler(db, crm, crmConfig.timeoutMs),
      ...(mailer ? { [MAIL_TOPIC]: mailDeliveryHandler(mailer) } : {}),
    },
    hooks: deliveryLogHooks,
    jobs: [testDriveExpiryJob(outboxConfig.testDriveExpiryEveryMs)],
    policy: outboxConfig.policy,
    pollMs: outboxConfig.pollMs,
    batchSize: outboxConfig.batchSize,
    leaseMs: outboxConfig.leaseMs,
    ...workerOverrides,
  });
  return { crm, crmConfig, outboxConfig, worker };
}
