import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_IN_MEMORY } from '../config.js';
import { type Database, databaseFromPglite, openDatabase } from './client.js';

// Every type Drizzle reads as text on PGlite, and a few it leaves to PGlite, in one row.
const ROW = sql`select
  timestamp '2026-11-29 10:15:00' as ts,
  timestamptz '2026-11-29 10:15:00+00' as tstz,
  date '2026-11-29' as day,
  interval '3 days 4 hours' as span,
  array[1.5, 2.25]::numeric[] as amounts,
  array[timestamp '2026-01-01 00:00:00']::timestamp[] as stamps,
  array[timestamptz '2026-01-01 00:00:00+00']::timestamptz[] as stamps_tz,
  array[interval '1 day']::interval[] as spans,
  array[date '2026-01-02']::date[] as days,
  42::int as whole,
  '{"a": 1}'::jsonb as doc,
  true as flag`;

// The api's one Drizzle type covers both drivers; on PGlite an execute answers PGlite's result.
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('the embedded database as Drizzle reads it', () => {
  let held: Database;
  let bare: PGlite;
  beforeAll(async () => {
    const [client, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    held = databaseFromPglite(client);
    bare = plain;
  }, 60_000);
  afterAll(async () => {
    await held.close();
    await bare.close();
  });

  it('reads every value as Drizzle does on a client that gets its parsers with each query', async () => {
    const expected = await drizzle({ client: bare }).execute(ROW);
    const read = rowsOf(await held.db.execute(ROW));
    expect(read).toEqual(expected.rows);
    // Drizzle's text types stay text, the others are parsed by PGlite.
    expect(read[0]).toMatchObject({ ts: '2026-11-29 10:15:00', day: '2026-11-29', whole: 42, flag: true });
    expect(read[0]?.doc).toEqual({ a: 1 });
  });

  it('reads the same inside a transaction', async () => {
    const expected = await drizzle({ client: bare }).transaction((tx) => tx.execute(ROW));
    const read = rowsOf(await held.db.transaction((tx) => tx.execute(ROW)));
    expect(read).toEqual(expected.rows);
  });
});

describe('the embedded database the api opens', () => {
  it('starts a new write-ahead log segment without filling it with zeros, in memory and in a folder', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'autohub-wal-'));
    try {
      for (const dataDir of [PGLITE_IN_MEMORY, path.join(folder, 'data')]) {
        const database = await openDatabase({ driver: 'pglite', dataDir });
        try {
          const shown = rowsOf(await database.db.execute(sql`show wal_init_zero`));
          expect(shown[0]?.wal_init_zero, dataDir).toBe('off');
        } finally {
          await database.close();
        }
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
