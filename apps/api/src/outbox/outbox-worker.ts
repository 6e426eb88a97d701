import { hostname } from 'node:os';
import type { Db } from '../db/client.js';
import { type RetryPolicy, DEFAULT_RETRY_POLICY, backoffDelayMs } from './backoff.js';
import { claimJobRun } from './job-runs.store.js';
import { markOutboxDeliveredMany } from './outbox-batch.store.js';
import { claimDueMessages, markOutboxDead, markOutboxRetry } from './outbox.store.js';
import type { OutboxMessage } from './outbox.table.js';

/** What a partner said when a delivery went through. */
export interface DeliveryReceipt {
  statusCode?: number | null;
  detail?: string | null;
}

/** A failure that retrying cannot fix (the partner refused the payload): the message goes DEAD at once. */
export class PermanentDeliveryError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null = null,
  ) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/** Delivers the messages of one topic; throws to fail the attempt. */
export interface OutboxHandler {
  /** The partner, for the integration log (crm, messaging…). */
  partner: string;
  deliver(message: OutboxMessage, attempt: number): Promise<DeliveryReceipt>;
}

export interface DeliveryAttempt {
  message: OutboxMessage;
  partner: string;
  attempt: number;
  outcome: 'SUCCESS' | 'FAILURE';
  statusCode: number | null;
  durationMs: number;
  detail: string | null;
}

/** What happens around deliveries: the integration log, the journey errors staff reprocess. */
export interface DeliveryHooks {
  onAttempt?(db: Db, attempt: DeliveryAttempt): Promise<void>;
  /** A round's successful attempts at once; `onAttempt` is called for each when absent. */
  onAttempts?(db: Db, attempts: readonly DeliveryAttempt[]): Promise<void>;
  onDelivered?(db: Db, message: OutboxMessage): Promise<void>;
  /** A round's delivered messages at once; `onDelivered` is called for each when absent. */
  onDeliveredMany?(db: Db, messages: readonly OutboxMessage[]): Promise<void>;
  onDead?(db: Db, message: OutboxMessage, partner: string, error: string): Promise<void>;
}

/** Work the worker runs on a schedule besides deliveries (e.g. expiring test drives). */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(db: Db, now: Date): Promise<unknown>;
}

export interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  handlers: Readonly<Record<string, OutboxHandler>>;
  hooks?: DeliveryHooks;
  jobs?: readonly PeriodicJob[];
  policy?: Partial<RetryPolicy>;
  /** Pause between polls when the table had nothing due. */
  pollMs?: number;
  batchSize?: number;
  /**
   * How many of a batch are delivered at once (the whole batch when absent). A worker beside the
   * routes keeps it low, so requests do not queue behind a burst of deliveries for the database.
   */
  concurrency?: number;
  /**
   * Whether the process is busy answering requests. While it is, the worker delivers one round per
   * `maxDeferMs` at most and leaves the rest for a quiet moment: used beside the routes on an
   * embedded database, where deliveries and requests take turns on one connection and one thread.
   */
  busy?: () => boolean;
  maxDeferMs?: number;
  /**
   * How many messages a round takes while the process is busy (the round `maxDeferMs` lets through
   * traffic): a few, so the answers waiting behind it wait little. `batchSize` when absent.
   */
  busyBatchSize?: number;
  /** How long a claimed message is this worker's; past it another worker takes it again. */
  leaseMs?: number;
  clock?: () => Date;
  random?: () => number;
  logger?: WorkerLogger;
}

export interface RunResult {
  claimed: number;
  delivered: number;
  retried: number;
  dead: number;
}

/**
 * Gives the process back to the event loop for one turn. On the embedded database a query answers
 * as a microtask, so a loop of deliveries never let waiting I/O in: requests arriving meanwhile were
 * not even read until the whole backlog was delivered (seconds), and `busy` could never see them.
 */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** `work` over every item, at most `limit` at a time; results in the items' order. */
async function inTurns<I, O>(
  items: readonly I[],
  limit: number,
  work: (item: I) => Promise<O>,
): Promise<O[]> {
  const results: O[] = new Array<O>(items.length);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
      await nextTurn();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

const silent: WorkerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function statusOf(error: unknown): number | null {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : null;
}

/**
 * The outbox worker: claims due messages, hands each to its topic's handler, and records the
 * outcome — delivered, retried later with exponential backoff, or DEAD after the last attempt.
 * It also runs the periodic jobs. It works on any database handle, so the api can run it beside
 * the routes or a separate process can run it alone (`worker-main.ts`).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 20;
  const concurrency = Math.max(1, options.concurrency ?? batchSize);
  const leaseMs = options.leaseMs ?? 60_000;
  const clock = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const logger = options.logger ?? silent;
  const { db, hooks = {} } = options;
  const jobRuns = new Map<string, number>();
  const runner = `${hostname()}:${process.pid}`;

  type Outcome = { kind: 'delivered'; attempt: DeliveryAttempt } | { kind: 'retried' | 'dead' };

  /**
   * Hands one message to its handler. A success is only returned: the round records all of its
   * successes in one transaction, rather than one transaction (and commit) per message.
   */
  async function deliverOne(message: OutboxMessage): Promise<Outcome> {
    const handler = options.handlers[message.topic];
    const attempt = message.attempts;
    const started = performance.now();
    if (!handler) {
      const error = `No handler for topic ${message.topic}`;
      await markOutboxDead(db, message.id, error);
      await hooks.onDead?.(db, message, 'unknown', error);
      return { kind: 'dead' };
    }
    try {
      const receipt = await handler.deliver(message, attempt);
      const durationMs = Math.round(performance.now() - started);
      return {
        kind: 'delivered',
        attempt: {
          message,
          partner: handler.partner,
          attempt,
          outcome: 'SUCCESS',
          statusCode: receipt.statusCode ?? null,
          durationMs,
          detail: receipt.detail ?? null,
        },
      };
    } catch (error) {
      const durationMs = Math.round(performance.now() - started);
      const detail = describeError(error);
      const permanent = error instanceof PermanentDeliveryError;
      const dead = permanent || attempt >= policy.maxAttempts;
      await db.transaction(async (tx) => {
        if (dead) {
          await markOutboxDead(tx, message.id, detail);
        } else {
          const wait = backoffDelayMs(attempt, policy, random);
          await markOutboxRetry(tx, message.id, new Date(clock().getTime() + wait), detail);
        }
        await hooks.onAttempt?.(tx, {
          message,
          partner: handler.partner,
          attempt,
          outcome: 'FAILURE',
          statusCode: statusOf(error),
          durationMs,
          detail,
        });
        if (dead) await hooks.onDead?.(tx, message, handler.partner, detail);
      });
      logger.warn(
        { topic: message.topic, reference: message.reference, attempt, dead, err: detail },
        dead ? 'delivery gave up' : 'delivery failed, will retry',
      );
      return { kind: dead ? 'dead' : 'retried' };
    }
  }

  /**
   * Records a round's deliveries: the messages, their log and their resolved errors in one
   * transaction of a few set-based statements. Should it fail, the leases run out and the messages
   * are sent again; partners keep one copy by the idempotency key.
   */
  async function recordDelivered(attempts: readonly DeliveryAttempt[]): Promise<void> {
    if (attempts.length === 0) return;
    const messages = attempts.map((attempt) => attempt.message);
    await db.transaction(async (tx) => {
      await markOutboxDeliveredMany(
        tx,
        messages.map((message) => message.id),
        clock(),
      );
      if (hooks.onAttempts) await hooks.onAttempts(tx, attempts);
      else for (const attempt of attempts) await hooks.onAttempt?.(tx, attempt);
      if (hooks.onDeliveredMany) await hooks.onDeliveredMany(tx, messages);
      else for (const message of messages) await hooks.onDelivered?.(tx, message);
    });
  }

  /** One round: claims up to `limit` messages due at `dueBy` (now by default) and delivers them. */
  async function runOnce(dueBy: Date = clock(), limit = batchSize): Promise<RunResult> {
    const claimed = await claimDueMessages(db, dueBy, limit, leaseMs);
    const result: RunResult = { claimed: claimed.length, delivered: 0, retried: 0, dead: 0 };
    const outcomes = await inTurns(claimed, concurrency, deliverOne);
    const delivered: DeliveryAttempt[] = [];
    for (const outcome of outcomes) {
      result[outcome.kind] += 1;
      if (outcome.kind === 'delivered') delivered.push(outcome.attempt);
    }
    await recordDelivered(delivered);
    return result;
  }

  /**
   * Rounds until nothing that was due when the drain began is left. A message that fails now
   * waits for its retry time, even when delivering the others took longer than that wait: each
   * drain tries a message once, however slow the machine.
   */
  async function drain(maxRounds = 1_000): Promise<RunResult> {
    const total: RunResult = { claimed: 0, delivered: 0, retried: 0, dead: 0 };
    const dueBy = clock();
    // A message the polling rounds hold under their lease is not claimable here: wait for them
    // before and after, so what was due when the drain began has been handed to its partner.
    await polling();
    for (let round = 0; round < maxRounds; round += 1) {
      const result = await runOnce(dueBy);
      if (result.claimed === 0) break;
      total.claimed += result.claimed;
      total.delivered += result.delivered;
      total.retried += result.retried;
      total.dead += result.dead;
    }
    await polling();
    return total;
  }

  /** The polling round in progress, if any, settled (its own errors are logged by it). */
  async function polling(): Promise<void> {
    while (running) await running.catch(() => undefined);
  }

  /** Runs the jobs whose time has come; a failing job is logged and tried at its next turn. */
  async function runJobs(force = false): Promise<void> {
    const now = clock();
    for (const job of options.jobs ?? []) {
      const last = jobRuns.get(job.name);
      if (!force && last !== undefined && now.getTime() - last < job.everyMs) continue;
      jobRuns.set(job.name, now.getTime());
      try {
        // Every worker keeps the schedule; the database lets one of them run each period.
        if (!force && !(await claimJobRun(db, job, now, runner))) continue;
        await job.run(db, now);
      } catch (error) {
        logger.error({ job: job.name, err: describeError(error) }, 'periodic job failed');
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  const maxDeferMs = options.maxDeferMs ?? 5_000;
  const busyBatchSize = Math.max(1, Math.min(batchSize, options.busyBatchSize ?? batchSize));
  let lastRound = 0;
  // Busy and a round ran lately: the messages are safe in the table and wait for a quieter moment.
  const deferring = (): boolean => (options.busy?.() ?? false) && Date.now() - lastRound < maxDeferMs;

  async function tick(): Promise<void> {
    try {
      await runJobs();
      // A full batch means more may be due: go again at once instead of waiting a poll.
      for (;;) {
        // Requests that arrived during the last round are read first, and make the worker busy.
        await nextTurn();
        if (stopped || deferring()) break;
        lastRound = Date.now();
        const limit = options.busy?.() ? busyBatchSize : batchSize;
        const result = await runOnce(undefined, limit);
        if (result.claimed < limit) break;
      }
    } catch (error) {
      logger.error({ err: describeError(error) }, 'outbox round failed');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, pollMs);
    timer.unref();
  }

  return {
    policy,
    runOnce,
    drain,
    runJobs,
    /** Starts polling; the first round runs after one poll interval. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops polling and waits for the round in progress. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
    get running(): boolean {
      return !stopped;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
