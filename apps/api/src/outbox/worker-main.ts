import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createPorts } from '../integrations/ports.js';
import { createDelivery } from './delivery-setup.js';

/**
 * The outbox worker as a process of its own (`node dist/outbox/worker-main.js`), for deployments
 * where the api runs with OUTBOX_WORKER=off. Needs PostgreSQL: the embedded database belongs to
 * one process.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase(config.database);
  const logger = pino({ level: config.logLevel, name: 'outbox-worker' });
  // The same ports as the api's, from the same configuration (a sandbox mailbox here is unreadable:
  // a worker of its own is for deployments that send real mail).
  const ports = createPorts(config, { db: () => database.db });
  const delivery = createDelivery(database.db, config, ports, { logger });
  delivery.worker.start();
  // The worker's timers do not hold a process open (inside the api the server does): this does.
  const keepAlive = setInterval(() => undefined, 60_000);
  logger.info({ driver: database.driver }, 'outbox worker started');
  const stop = (): void => {
    clearInterval(keepAlive);
    void delivery.worker
      .stop()
      .then(() => database.close())
      .then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

void main();
