import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../test/helpers.js';
import { createOutboxWorker } from './outbox-worker.js';
import { enqueueOutbox } from './outbox.store.js';
import { outboxMessages } from './outbox.table.js';

const person = {
  leadPersonType: 'physicalPerson',
  name: 'Ana Lima',
  email: 'ana.lima@example.com',
  cpf: '529.982.247-25',
  phone: '11987654321',
  dealerCode: '07123',
  allowEmail: true,
};

describe('outbox worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_POLL_MS: '20', RATE_LIMIT_MAX: '0' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs with the app: a lead reaches the CRM without anyone asking', async () => {
    expect(t.app.delivery.worker.running).toBe(true);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { kind: 'lead', brand: 'fiat', locale: 'pt-BR', form: person },
    });
    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    await vi.waitFor(
      async () => {
        const [message] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.reference, id));
        expect(message?.status).toBe('DELIVERED');
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('takes back a message whose worker died holding it, once the lease is over', async () => {
    // The app's own worker would take these test messages too.
    await t.app.delivery.worker.stop();
    const delivered: string[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      handlers: {
        'test.echo': { partner: 'test', deliver: async (message) => (delivered.push(message.reference), {}) },
      },
      leaseMs: 1_000,
    });
    await enqueueOutbox(t.db, {
      topic: 'test.echo',
      reference: 'r-1',
      idempotencyKey: 'echo-1',
      payload: {},
    });
    // Another worker claimed it and vanished.
    await t.db
      .update(outboxMessages)
      .set({ status: 'PROCESSING', lockedUntil: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(outboxMessages.idempotencyKey, 'echo-1'));
    expect((await worker.runOnce()).claimed).toBe(0);
    await t.db
      .update(outboxMessages)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(outboxMessages.idempotencyKey, 'echo-1'));
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(delivered).toEqual(['r-1']);
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, 'echo-1'));
    expect(row).toMatchObject({ status: 'DELIVERED', attempts: 2 });
  });

  it('tries each message once per drain, even when delivering the others outlasts the retry wait', async () => {
    await t.app.delivery.worker.stop();
    // Each failed delivery moves the worker's clock a minute on, far past the first retry wait.
    let skipped = 1_000;
    const tries: string[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      handlers: {
        'test.down': {
          partner: 'test',
          deliver: async (message) => {
            tries.push(message.reference);
            skipped += 60_000;
            throw new Error('partner down');
          },
        },
      },
      clock: () => new Date(Date.now() + skipped),
      random: () => 0,
      batchSize: 1,
    });
    for (const reference of ['d-1', 'd-2', 'd-3']) {
      await enqueueOutbox(t.db, { topic: 'test.down', reference, idempotencyKey: `down-${reference}`, payload: {} });
    }
    expect(await worker.drain()).toMatchObject({ claimed: 3, retried: 3, delivered: 0 });
    expect([...tries].sort()).toEqual(['d-1', 'd-2', 'd-3']);
  });

  it('gives a message without a handler up at once rather than retrying forever', async () => {
    // A second ahead: PostgreSQL keeps microseconds, so a message enqueued within the same
    // millisecond is otherwise not yet due for a clock that keeps milliseconds.
    const worker = createOutboxWorker({ db: t.db, handlers: {}, clock: () => new Date(Date.now() + 1_000) });
    await enqueueOutbox(t.db, {
      topic: 'nobody.listens',
      reference: 'r-2',
      idempotencyKey: 'orphan-1',
      payload: {},
    });
    expect(await worker.runOnce()).toMatchObject({ delivered: 0 });
    // The app's own worker polls the same table and may take the message first: whichever took it
    // gave it up after one attempt.
    const rowOf = async () =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, 'orphan-1')))[0];
    await expect.poll(async () => (await rowOf())?.status, { timeout: 5_000 }).toBe('DEAD');
    expect(await rowOf()).toMatchObject({ attempts: 1 });
  });

  it('lets requests in while it works through a backlog, and gives way to them', async () => {
    await t.app.delivery.worker.stop();
    const delivered: string[] = [];
    let deliveredWhenRequestsCame: number | undefined;
    let busy = false;
    const worker = createOutboxWorker({
      db: t.db,
      handlers: {
        'test.backlog': {
          partner: 'test',
          deliver: async (message) => {
            // A request arrives as the first delivery starts: the process must read it soon, not
            // after the whole backlog (on the embedded database each query answers as a microtask).
            if (delivered.length === 0) {
              setImmediate(() => {
                deliveredWhenRequestsCame = delivered.length;
                busy = true;
              });
            }
            delivered.push(message.reference);
            return {};
          },
        },
      },
      clock: () => new Date(Date.now() + 1_000),
      pollMs: 10,
      batchSize: 10,
      // As beside the routes on the embedded database (delivery.plugin.ts).
      concurrency: 1,
      busy: () => busy,
    });
    for (let n = 0; n < 60; n += 1) {
      await enqueueOutbox(t.db, { topic: 'test.backlog', reference: `b-${n}`, idempotencyKey: `backlog-${n}`, payload: {} });
    }
    worker.start();
    await vi.waitFor(() => expect(deliveredWhenRequestsCame).toBeDefined(), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await worker.stop();
    expect(deliveredWhenRequestsCame).toBeLessThanOrEqual(2);
    // The round under way finishes; the rest waits for a quiet moment.
    expect(delivered.length).toBeLessThanOrEqual(10);
    const waiting = 60 - delivered.length;
    expect((await worker.drain()).delivered).toBe(waiting);
  });

  it('takes a few messages per round while requests arrive, and whole batches when they do not', async () => {
    await t.app.delivery.worker.stop();
    const rounds: number[] = [];
    const worker = createOutboxWorker({
      db: t.db,
      handlers: { 'test.few': { partner: 'test', deliver: async () => ({}) } },
      hooks: {
        onAttempts: async (_db, attempts) => {
          rounds.push(attempts.length);
        },
      },
      clock: () => new Date(Date.now() + 1_000),
      pollMs: 10,
      batchSize: 10,
      concurrency: 1,
      // Always busy, and a round let through every time: only the round's size is left to see.
      busy: () => true,
      maxDeferMs: 0,
      busyBatchSize: 3,
    });
    for (let n = 0; n < 12; n += 1) {
      await enqueueOutbox(t.db, { topic: 'test.few', reference: `f-${n}`, idempotencyKey: `few-${n}`, payload: {} });
    }
    worker.start();
    await vi.waitFor(() => expect(rounds.reduce((sum, size) => sum + size, 0)).toBe(12), { timeout: 5_000 });
    await worker.stop();
    expect(rounds).toEqual([3, 3, 3, 3]);
    // A drain is not the busy loop: it takes whole batches.
    rounds.length = 0;
    for (let n = 12; n < 24; n += 1) {
      await enqueueOutbox(t.db, { topic: 'test.few', reference: `f-${n}`, idempotencyKey: `few-${n}`, payload: {} });
    }
    expect((await worker.drain()).delivered).toBe(12);
    expect(rounds).toEqual([10, 2]);
  });

  it("drains what its own polling round holds as well: a drain ends once that round has delivered", async () => {
    await t.app.delivery.worker.stop();
    const delivered: string[] = [];
    let started = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const worker = createOutboxWorker({
      db: t.db,
      handlers: {
        'test.slow': {
          partner: 'test',
          deliver: async (message) => {
            started = true;
            await gate;
            delivered.push(message.reference);
            return {};
          },
        },
      },
      clock: () => new Date(Date.now() + 1_000),
      pollMs: 5,
    });
    await enqueueOutbox(t.db, { topic: 'test.slow', reference: 'slow-1', idempotencyKey: 'slow-1', payload: {} });
    worker.start();
    try {
      // The polling round has the message under its lease: the drain cannot claim it.
      await vi.waitFor(() => expect(started).toBe(true), { timeout: 5_000 });
      setTimeout(release, 100);
      await worker.drain();
      expect(delivered).toEqual(['slow-1']);
    } finally {
      release();
      await worker.stop();
    }
  });

  it('stops when the app closes', async () => {
    const other = await createTestApp();
    const { worker } = other.app.delivery;
    expect(worker.running).toBe(true);
    await other.close();
    expect(worker.running).toBe(false);
  });
});
