import type { FastifyInstance } from 'fastify';
import '../fastify-decorations.js';
import { type Delivery, createDelivery } from './delivery-setup.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker over the app's ports (built on first use). */
    delivery: Delivery;
  }
}

// The OpenAPI writer builds the app without a database; nothing is delivered then.
function hasDatabase(app: FastifyInstance): boolean {
  try {
    return app.database !== undefined;
  } catch {
    return false;
  }
}

/** Messages per round while requests arrive, beside the routes on the embedded database. */
export const BUSY_BATCH_SIZE = 4;

/**
 * Decorates the app with the delivery machinery and, unless OUTBOX_WORKER=off (a separate
 * worker process runs it), starts the worker when the app is ready and stops it on close.
 */
export function registerDelivery(app: FastifyInstance): void {
  let delivery: Delivery | undefined;
  const get = (): Delivery =>
    (delivery ??= createDelivery(app.database.db, app.config, app.ports, {
      logger: app.log.child({ component: 'outbox' }),
      // Beside the routes, deliveries take turns with requests for the database (PGlite has one
      // connection): a few at a time keep a lead burst's answers fast; the backlog drains after.
      concurrency: app.database.driver === 'pglite' ? 1 : 4,
      // PGlite runs queries on this thread: during a burst of requests, deliveries wait their turn.
      // Its round through traffic (one per five seconds at most) takes a few messages: twenty lead
      // deliveries held every answer behind them for 110–230 ms (bench/README.md, nineteenth round).
      ...(app.database.driver === 'pglite'
        ? { busy: () => Date.now() - lastActivity < 50, busyBatchSize: BUSY_BATCH_SIZE }
        : {}),
    }));
  // When a request last came or went, for the worker to give way to traffic on the embedded database
  // (a time, not a count: a request the client abandons cannot hold deliveries back).
  let lastActivity = 0;
  if (hasDatabase(app) && app.database.driver === 'pglite') {
    const touch = (_request: unknown, _reply: unknown, done: () => void): void => {
      lastActivity = Date.now();
      done();
    };
    app.addHook('onRequest', touch);
    app.addHook('onResponse', touch);
  }
  app.decorate('delivery', { getter: get });
  app.addHook('onReady', async () => {
    if (!hasDatabase(app)) return;
    const current = get();
    if (current.outboxConfig.runInApi) current.worker.start();
  });
  app.addHook('onClose', async () => {
    await delivery?.worker.stop();
  });
}
