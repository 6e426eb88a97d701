import { BR_STATES } from './seed/data/geography/br.js';
import { AR_PROVINCES } from './seed/data/geography/ar.js';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import {
  APPLICATION_NAME,
  DERIVED_READ_GRACE_MS,
  type Database,
  QueryBesideTransactionError,
} from './client.js';
import { prepareDatabase } from './prepare.js';
import { brands, cities, markets, states } from './schema/reference.js';

describe('the migrated and seeded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('holds the nine brands with their site and lead ids', async () => {
    const rows = await database.db.select().from(brands).orderBy(brands.slug);
    expect(rows).toHaveLength(9);
    expect(rows.find((brand) => brand.slug === 'ram')).toMatchObject({ siteId: 58, leadId: 55 });
    expect(rows.find((brand) => brand.slug === 'leapmotor')).toMatchObject({ siteId: 82 });
  });

  it('refuses, on the embedded database, a query beside the transaction the same work holds open instead of hanging', async (context) => {
    if (database.driver !== 'pglite') context.skip();
    const { db } = database;
    const failure = await db
      .transaction(async (tx) => {
        await tx.select().from(brands).limit(1);
        // A service reading through the database itself, not the transaction: PGlite's one
        // connection would make it wait for the transaction that waits for it.
        await db.select().from(brands).limit(1);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    let cause = failure;
    while (cause instanceof Error && !(cause instanceof QueryBesideTransactionError)) cause = cause.cause;
    expect(cause).toBeInstanceOf(QueryBesideTransactionError);
    // The database answers afterwards, and work started elsewhere waits its turn as before.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = (): void => undefined;
    const open = new Promise<void>((resolve) => (started = resolve));
    const held = db.transaction(async (tx) => {
      started();
      await released;
      return tx.select().from(brands);
    });
    await open;
    const beside = db
      .select()
      .from(brands)
      .then((rows) => rows);
    release();
    expect(await held).toHaveLength(9);
    expect(await beside).toHaveLength(9);
  });

  it('holds both markets', async () => {
    const rows = await database.db.select().from(markets).orderBy(markets.locale);
    expect(rows.map((market) => [market.locale, market.country, market.currency])).toEqual([
      ['es-AR', 'AR', 'ARS'],
      ['pt-BR', 'BR', 'BRL'],
    ]);
  });

  it('holds every Brazilian state and Argentine province, each with its capital', async () => {
    const [brazil] = await database.db.select({ rows: count() }).from(states).where(eq(states.country, 'BR'));
    const [argentina] = await database.db
      .select({ rows: count() })
      .from(states)
      .where(eq(states.country, 'AR'));
    expect(brazil?.rows).toBe(27);
    expect(argentina?.rows).toBe(AR_PROVINCES.length);
    for (const state of BR_STATES) {
      const [capital] = await database.db
        .select()
        .from(cities)
        .where(and(eq(cities.country, 'BR'), eq(cities.code, state.capitalIbgeCode)));
      expect(capital, state.code).toMatchObject({ stateCode: state.code, capital: true });
    }
  });

  it('finds a city by its IBGE code with coordinates and postal codes', async () => {
    const [saoPaulo] = await database.db
      .select()
      .from(cities)
      .where(and(eq(cities.country, 'BR'), eq(cities.code, '3550308')));
    expect(saoPaulo).toMatchObject({ name: 'São Paulo', stateCode: 'SP', capital: true });
    expect(saoPaulo?.lat).toBeCloseTo(-23.55, 1);
    expect(saoPaulo?.samplePostalCode).toMatch(/^\d{8}$/);
  });

  it('starts again without re-running migrations or duplicating the seed', async () => {
    const report = await prepareDatabase(database);
    expect(Object.values(report).every((rows) => rows === 0)).toBe(true);
    const [brandRows] = await database.db.select({ rows: count() }).from(brands);
    expect(brandRows?.rows).toBe(9);
  });

  it('commits derived records without waiting for the flush on PostgreSQL, and everything else with it', async () => {
    const setting = async (db: Database['db']) => {
      const result = (await db.execute(
        sql`select current_setting('synchronous_commit') as value`,
      )) as unknown;
      const rows = Array.isArray(result) ? result : (result as { rows: { value: string }[] }).rows;
      return (rows[0] as { value: string }).value;
    };
    expect(await setting(database.db)).toBe('on');
    if (database.driver === 'postgres') {
      expect(await setting(database.derived)).toBe('off');
    } else {
      // The embedded database never waits for a flush: one handle serves both.
      expect(database.derived).toBe(database.db);
    }
  });
});

describe('the connections to a PostgreSQL server', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('are all open once warmed, named as the platform, before any burst needs them', async (context) => {
    if (database.driver !== 'postgres') context.skip();
    const open = async (): Promise<number> => {
      const result = (await database.db.execute(
        sql`select count(*)::int as open from pg_stat_activity
            where datname = current_database() and application_name = ${APPLICATION_NAME}`,
      )) as unknown as { rows: { open: number }[] };
      return result.rows[0]?.open ?? 0;
    };
    // The test database's pools: 4 connections, and 2 for derived records.
    expect(await open()).toBeLessThan(6);
    await database.warm();
    expect(await open()).toBe(6);
    // Warming again opens none beyond the pools' sizes.
    await database.warm();
    expect(await open()).toBe(6);
  });
});

describe('a derived record', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table derived_probe (id integer primary key)`);
  });
  afterAll(() => database.close());

  const probes = async (db: Database['db'] = database.db): Promise<number[]> => {
    const result = (await db.execute(sql`select id from derived_probe order by id`)) as unknown;
    const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
    return (rows as { id: number }[]).map((row) => row.id);
  };

  /** The probes' ids, or undefined when there is none: the shape `readDerived` takes. */
  const someProbes = async (db: Database['db']): Promise<number[] | undefined> => {
    const ids = await probes(db);
    return ids.length > 0 ? ids : undefined;
  };

  it('is written after its answer, and a read of it waits for that write', async () => {
    let ran = false;
    await database.storeDerived(async (db) => {
      await db.execute(sql`insert into derived_probe (id) values (1)`);
      ran = true;
    });
    // The write runs on the event loop's next turn, once the answer has gone out.
    expect(ran).toBe(false);
    // Read at once, before that turn: the read waits for the write.
    expect(await database.readDerived(someProbes)).toEqual([1]);
    expect(ran).toBe(true);
  });

  it('is found while another instance still writes it, and an unknown one is not after the grace', async (context) => {
    if (database.driver !== 'postgres') context.skip();
    // Another api instance answered with record 7 and writes it a moment later, on the same server.
    const elsewhere = new Promise((resolve) => setTimeout(resolve, 40)).then(() =>
      database.derived.execute(sql`insert into derived_probe (id) values (7)`),
    );
    const found = await database.readDerived(async (db) =>
      (await probes(db)).includes(7) ? 'found' : undefined,
    );
    expect(found).toBe('found');
    await elsewhere;
    const started = performance.now();
    expect(await database.readDerived(async (db) => ((await probes(db)).includes(8) ? 8 : undefined))).toBe(
      undefined,
    );
    // It looked again for the whole grace before giving up.
    expect(performance.now() - started).toBeGreaterThanOrEqual(DERIVED_READ_GRACE_MS);
    await database.db.execute(sql`delete from derived_probe where id = 7`);
  });

  it('comes, on the embedded database, before every query sent after it, a transaction too', async () => {
    await database.storeDerived((db) => db.execute(sql`insert into derived_probe (id) values (2)`));
    const read =
      database.driver === 'pglite'
        ? database.db.transaction((tx) => probes(tx))
        : database.readDerived(someProbes);
    expect(await read).toEqual([1, 2]);
  });

  it('that is refused later is reported, and the database goes on answering', async () => {
    const reported: unknown[] = [];
    database.onDerivedWriteFailure((error) => reported.push(error));
    // The same id again: the primary key refuses it after the answer has gone.
    await database.storeDerived((db) => db.execute(sql`insert into derived_probe (id) values (1)`));
    expect(await database.readDerived(someProbes)).toEqual([1, 2]);
    expect(reported).toHaveLength(1);
    expect(String((reported[0] as Error).cause ?? reported[0])).toMatch(/duplicate key/);
  });

  it('deferred when the database closes is written before it closes', async () => {
    const closing = await createTestDatabase();
    let ran = false;
    await closing.storeDerived(async (db) => {
      await db.execute(sql`select 1`);
      ran = true;
    });
    await closing.close();
    expect(ran).toBe(true);
  });
});
