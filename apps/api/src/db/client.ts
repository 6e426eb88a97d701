import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import type { Pool, PoolClient, PoolConfig } from 'pg';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { DEFAULT_POOL_SIZE, PGLITE_IN_MEMORY, type Config } from '../config.js';
import { type Tables, tables } from './tables.js';

/** One Drizzle type for both drivers: modules never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Tables, ExtractTablesWithRelations<Tables>>;

export type DatabaseDriver = 'pglite' | 'postgres';

/** Committed migrations; `src/db` and `dist/db` sit at the same depth under apps/api. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle/', import.meta.url));

/** How the platform's connections are named on the server (pg_stat_activity). */
export const APPLICATION_NAME = 'autohub';

// Any fixed number shared by every api instance: only one of them migrates and seeds at a time.
const MIGRATION_LOCK_KEY = 4_242_001;

export interface Database {
  driver: DatabaseDriver;
  db: Db;
  /**
   * For records computed again from what is kept elsewhere (a financing simulation, stored as its
   * request and its plan's conditions): its commits do not wait for the disk's flush. A crash of the
   * database server may lose the last fraction of a second of them, never a lead, an order or a
   * payment, which go through `db` (decision 060). On PGlite, which never flushes, it is `db`.
   */
  derived: Db;
  /**
   * Stores a record of the kind `derived` holds, with `write` run on that handle. It resolves at
   * once and the write runs right after the current request's answer has gone out (decisions 076
   * and 078); `close` waits for it. A write that fails then goes to the listener of
   * `onDerivedWriteFailure` (the record is lost, as a derived record may be). On PGlite every query
   * sent after this call waits for the write; on PostgreSQL, read such a record with `readDerived`.
   */
  storeDerived(write: (db: Db) => Promise<unknown>): Promise<void>;
  /**
   * Reads a record that `storeDerived` writes; `read` answers undefined when it finds none. On
   * PostgreSQL it first waits for this instance's derived writes still running and, when nothing is
   * found, looks again a few times within `DERIVED_READ_GRACE_MS`: the instance that answered with
   * the record may still be writing it (decision 078). An unknown record answers undefined after
   * that grace. On PGlite it is `read(db)`, which waits for every write before it anyway.
   */
  readDerived<T>(read: (db: Db) => Promise<T | undefined>): Promise<T | undefined>;
  /** Who hears of a derived record whose later write failed (the api's log). */
  onDerivedWriteFailure(listener: (error: unknown) => void): void;
  /** Runs a trivial query; resolves to its round-trip time in milliseconds. */
  ping(): Promise<number>;
  /**
   * Opens every connection the database may use, so that the first burst of requests does not pay
   * for opening them (decision 077). The api calls it once before it listens.
   */
  warm(): Promise<void>;
  /**
   * Runs `work` as the only instance preparing the database (migrations, seed), with a Drizzle
   * handle bound to that exclusive session.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** Applies the committed migrations. */
  migrate(db?: Db): Promise<void>;
  close(): Promise<void>;
}

async function timed(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Thrown instead of waiting forever: see `refuseQueriesBesideOpenTransactions`. */
export class QueryBesideTransactionError extends Error {
  constructor() {
    super(
      'A query was sent to the embedded database outside the transaction that the same work holds ' +
        'open: it would wait for that transaction to end, which waits for the query. Read through the ' +
        "transaction's handle, or before the transaction starts.",
    );
    this.name = 'QueryBesideTransactionError';
  }
}

/**
 * PGlite has one connection: while a transaction is open every other query waits for it. Work
 * inside a transaction that queries through the database itself (a service or a cache reading
 * with `db` instead of `tx`) would wait for its own transaction and hang every request after it.
 * Such a query fails at once instead, naming the mistake. Work started elsewhere simply waits its
 * turn, as before.
 */
function refuseQueriesBesideOpenTransactions(client: PGlite): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const refused = (): boolean => openTransaction.getStore()?.open === true;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) =>
    refused() ? Promise.reject(new QueryBesideTransactionError()) : query(...args)) as PGlite['query'];
  client.exec = (...args) => (refused() ? Promise.reject(new QueryBesideTransactionError()) : exec(...args));
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    if (refused()) return Promise.reject(new QueryBesideTransactionError());
    // Marked where the work runs: PGlite may start it from another request's context.
    return transaction(async (tx) => {
      const mark = { open: true };
      try {
        return await openTransaction.run(mark, () => work(tx));
      } finally {
        mark.open = false;
      }
    });
  }) as PGlite['transaction'];
}
const guarded = new WeakSet<PGlite>();

/**
 * The types Drizzle reads as text on PGlite (timestamps, dates, intervals and their arrays, and
 * numeric arrays): it passes a parser for each of them with every query.
 */
const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const asText = (value: string): string => value;

type QueryOptions = Parameters<PGlite['query']>[2];

/** The options without their parsers when those are Drizzle's text parsers, which the client holds. */
function withoutTextParsers(options: QueryOptions): QueryOptions {
  const parsers = options?.parsers;
  if (!parsers || !Object.keys(parsers).every((type) => TEXT_TYPES.includes(Number(type)))) return options;
  const { parsers: _held, ...rest } = options;
  return rest;
}

/**
 * PGlite merges a query's own parsers into a fresh copy of its table of every type (over 300) on
 * each call: with the parsers Drizzle sends every time, that copy was about 130 KB of garbage per
 * query, most of a simple write's allocation, and the young-generation collections it caused were
 * the pauses in the tail of the api's latency. The client holds Drizzle's text parsers once, and
 * a query that brings exactly those (every query Drizzle sends) goes without them, with the same
 * result. The PGlite client is only ever queried through Drizzle.
 */
function holdTextParsers(client: PGlite): void {
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutTextParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(work: (tx: Transaction) => Promise<T>): Promise<T> =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        txQuery(text, params, withoutTextParsers(options))) as Transaction['query'];
      return work(tx);
    })) as PGlite['transaction'];
}

interface WritesBehind {
  defer(write: () => Promise<unknown>): void;
  /** Resolves when every write deferred so far has run. */
  drain(): Promise<void>;
  report: (error: unknown) => void;
}
const writesBehind = new WeakMap<PGlite, WritesBehind>();

/**
 * Writes that run after the answer (decision 076). A deferred write starts on the next turn of
 * the event loop, after the answer being built has been written out, or sooner, as soon as any
 * other query is sent: that query waits until every write deferred before it has run. Only the
 * writes' own queries go ahead of the waiting ones.
 */
function deferWritesBehindAnswers(client: PGlite): WritesBehind {
  const existing = writesBehind.get(client);
  if (existing) return existing;
  const inWrite = new AsyncLocalStorage<true>();
  const waiting = new Set<() => Promise<unknown>>();
  const running = new Set<Promise<void>>();
  const start = (write: () => Promise<unknown>): void => {
    waiting.delete(write);
    const done: Promise<void> = inWrite
      .run(true, write)
      .then(
        () => undefined,
        (error: unknown) => behind.report(error),
      )
      .finally(() => running.delete(done));
    running.add(done);
  };
  /** Starts what is still waiting; resolves when everything deferred so far has run. */
  const settled = (): Promise<unknown> | undefined => {
    if (waiting.size === 0 && running.size === 0) return undefined;
    for (const write of [...waiting]) start(write);
    return Promise.all([...running]);
  };
  const afterWrites =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (inWrite.getStore()) return run(...args);
      const before = settled();
      return before ? before.then(() => run(...args)) : run(...args);
    };
  client.query = afterWrites(client.query.bind(client)) as PGlite['query'];
  client.exec = afterWrites(client.exec.bind(client));
  client.transaction = afterWrites(client.transaction.bind(client)) as PGlite['transaction'];
  const behind: WritesBehind = {
    defer: (write) => {
      waiting.add(write);
      setImmediate(() => {
        if (waiting.has(write)) start(write);
      });
    },
    drain: async () => {
      await settled();
    },
    report: (error) => process.emitWarning(`A derived record was not stored: ${String(error)}`),
  };
  writesBehind.set(client, behind);
  return behind;
}

/**
 * How long a read of a derived record that finds none keeps looking on PostgreSQL (decision 078):
 * the pauses between its tries, 200 ms in all. A write runs a few milliseconds after its answer, and
 * a buyer's next request comes later than that but for the rare write held up by the server.
 */
export const DERIVED_READ_PAUSES_MS: readonly number[] = [10, 30, 60, 100];
export const DERIVED_READ_GRACE_MS = DERIVED_READ_PAUSES_MS.reduce((sum, pause) => sum + pause, 0);

/**
 * Writes that run after the answer on a PostgreSQL server (decision 078): each starts on the event
 * loop's next turn, once the answer being built has been written out, on a connection of its own.
 */
function writesAfterAnswers(): WritesBehind {
  const running = new Set<Promise<void>>();
  const later: WritesBehind = {
    defer: (write) => {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(write)
        .then(
          () => undefined,
          (error: unknown) => later.report(error),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    drain: async () => {
      if (running.size > 0) await Promise.all([...running]);
    },
    report: (error) => process.emitWarning(`A derived record was not stored: ${String(error)}`),
  };
  return later;
}

/** Wraps an open PGlite instance (a data folder, memory, or a test clone). */
export function databaseFromPglite(client: PGlite, onClose?: () => void): Database {
  if (!guarded.has(client)) holdTextParsers(client);
  refuseQueriesBesideOpenTransactions(client);
  const behind = deferWritesBehindAnswers(client);
  const db = drizzlePglite({ client, schema: tables });
  return {
    driver: 'pglite',
    db,
    derived: db,
    storeDerived: (write) => {
      behind.defer(() => write(db));
      return Promise.resolve();
    },
    onDerivedWriteFailure: (listener) => {
      behind.report = listener;
    },
    readDerived: (read) => read(db),
    ping: () => timed(db),
    // Its one session opened with the database.
    warm: () => Promise.resolve(),
    // PGlite has a single connection: there is no other session to exclude.
    exclusive: (work) => work(db),
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    },
    close: async () => {
      await behind.drain();
      if (!client.closed) await client.close();
      onClose?.();
    },
  };
}

/** A pool on a PostgreSQL server. */
export async function databaseFromPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  // Loaded on demand: the embedded default never needs the PostgreSQL client.
  const [{ default: pg }, { drizzle: drizzlePostgres }, { migrate: migratePostgres }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const max = options.max ?? DEFAULT_POOL_SIZE;
  // A connection stays open once opened: the pool's size bounds them, and one closed after a quiet
  // spell (pg's default is 10 s) is opened again by the next burst, tens of milliseconds of the
  // server's start-up and the statements prepared again, inside its first answers (decision 077).
  const kept = { idleTimeoutMillis: 0, application_name: APPLICATION_NAME } satisfies PoolConfig;
  const pool = new pg.Pool({ connectionString: url, max, ...kept });
  // An idle client dropped by the server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema: tables });
  const later = writesAfterAnswers();
  // Its own few connections, each told once, as it opens and before its first query, not to wait
  // for the flush (a setting of the session, so it also holds behind a pooler in session mode).
  // pg-pool awaits `onConnect`; its published types do not list it yet.
  const derivedMax = Math.max(1, Math.ceil(max / 2));
  const derivedConfig: PoolConfig & { onConnect: (client: PoolClient) => Promise<unknown> } = {
    connectionString: url,
    max: derivedMax,
    ...kept,
    onConnect: (client) => client.query('SET synchronous_commit TO off'),
  };
  const derivedPool = new pg.Pool(derivedConfig);
  derivedPool.on('error', () => undefined);
  const derived = drizzlePostgres({ client: derivedPool, schema: tables });
  const fill = async (of: Pool, size: number): Promise<void> => {
    const clients = await Promise.all(Array.from({ length: size }, () => of.connect()));
    for (const client of clients) client.release();
  };
  return {
    driver: 'postgres',
    db,
    derived,
    storeDerived: (write) => {
      later.defer(() => write(derived));
      return Promise.resolve();
    },
    onDerivedWriteFailure: (listener) => {
      later.report = listener;
    },
    // Several api instances share the server: the next request of the buyer who was answered may
    // reach another one while the first is still writing (decision 078).
    readDerived: async (read) => {
      await later.drain();
      let found = await read(db);
      for (const pause of DERIVED_READ_PAUSES_MS) {
        if (found !== undefined) break;
        await delay(pause);
        found = await read(db);
      }
      return found;
    },
    ping: () => timed(db),
    warm: async () => {
      await Promise.all([fill(pool, max), fill(derivedPool, derivedMax)]);
    },
    exclusive: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzlePostgres({ client, schema: tables }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    migrate: async (on) => {
      // Both drivers build the same Drizzle database; the migrator only needs its session.
      await migratePostgres((on ?? db) as Parameters<typeof migratePostgres>[0], {
        migrationsFolder: MIGRATIONS_DIR,
      });
    },
    close: async () => {
      await later.drain();
      await Promise.all([pool.end(), derivedPool.end()]);
    },
  };
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process opening the same folder would corrupt
 * it. A lock file beside the folder turns that into a clear start-up error.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
      throw new Error(
        `The embedded database in ${dataDir} is already open in process ${holder}. ` +
          'Stop that process or set PGLITE_DIR to another folder.',
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/**
 * PGlite runs on the api's thread, so its own pauses are the requests' pauses. Each time the
 * write-ahead log passes 16 MB, PostgreSQL starts a new segment by writing it full of zeros, which
 * held the thread about 19 ms in a folder and 150 ms in memory (bench/README.md, fourteenth round).
 * The zeros only reserve disk space ahead of time; without them the segment is created at once.
 * PGlite has one session, so the setting holds for as long as it is open.
 */
async function openPglite(dataDir?: string): Promise<PGlite> {
  const client = await PGlite.create(dataDir);
  await client.exec('SET wal_init_zero = off');
  return client;
}

/** Opens the database the configuration names: a PostgreSQL server, or PGlite in a folder. */
export async function openDatabase(target: Config['database']): Promise<Database> {
  if (target.driver === 'postgres') return databaseFromPostgres(target.url, { max: target.poolSize });
  if (target.dataDir === PGLITE_IN_MEMORY) return databaseFromPglite(await openPglite());
  mkdirSync(path.dirname(target.dataDir), { recursive: true });
  mkdirSync(target.dataDir, { recursive: true });
  const unlock = lockDataDir(target.dataDir);
  try {
    return databaseFromPglite(await openPglite(target.dataDir), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
