import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { REPO_ROOT } from '../src/config.js';
import { type Database, databaseFromPglite, databaseFromPostgres } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';

/**
 * The migrated and seeded database every test file starts from: a PGlite data-folder dump,
 * or a template database on the PostgreSQL server of DATABASE_URL.
 */
export type TestDatabaseTemplate =
  { driver: 'pglite'; dumpFile: string } | { driver: 'postgres'; serverUrl: string; templateName: string };

const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'autohub-api-test');
// Everything the migrated and seeded database depends on: a change anywhere here rebuilds it.
const TEMPLATE_INPUTS = ['apps/api/drizzle', 'apps/api/src', 'packages/domain/src', 'packages/contract/src'];

async function hashTree(hash: ReturnType<typeof createHash>, folder: string): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      await hashTree(hash, full);
    } else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) {
      hash.update(path.relative(REPO_ROOT, full));
      hash.update(await readFile(full));
    }
  }
}

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of TEMPLATE_INPUTS) await hashTree(hash, path.join(REPO_ROOT, input));
  return hash.digest('hex').slice(0, 16);
}

/** A dump of a migrated and seeded PGlite, reused across runs until its inputs change. */
async function pgliteTemplate(): Promise<TestDatabaseTemplate> {
  const dumpFile = path.join(CACHE_DIR, `template-${await templateKey()}.tar`);
  const cached = await stat(dumpFile).catch(() => null);
  if (!cached) {
    const client = await PGlite.create();
    const database = databaseFromPglite(client);
    try {
      await prepareDatabase(database, { demo: {} });
      const dump = await client.dumpDataDir('none');
      await mkdir(CACHE_DIR, { recursive: true });
      // Older templates go once they are an hour old: a run started earlier may still read one.
      for (const old of await readdir(CACHE_DIR)) {
        if (!old.startsWith('template-')) continue;
        const file = path.join(CACHE_DIR, old);
        const info = await stat(file).catch(() => null);
        if (info && Date.now() - info.mtimeMs > 3_600_000) await rm(file, { force: true });
      }
      // Written aside and renamed, so a run starting meanwhile never reads half a file.
      const partial = `${dumpFile}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, dumpFile);
    } finally {
      await database.close();
    }
  }
  return { driver: 'pglite', dumpFile };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: postgres } = await import('pg');
  const client = new postgres.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const uniqueName = (prefix: string): string => `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;

/** A template database on the server, migrated and seeded, for `CREATE DATABASE … TEMPLATE`. */
async function postgresTemplate(serverUrl: string): Promise<TestDatabaseTemplate> {
  const templateName = uniqueName('autohub_template');
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${templateName}"`));
  const database = await databaseFromPostgres(databaseUrl(serverUrl, templateName), { max: 1 });
  try {
    await prepareDatabase(database, { demo: {} });
  } finally {
    await database.close();
  }
  return { driver: 'postgres', serverUrl, templateName };
}

export function createTemplate(serverUrl: string | undefined): Promise<TestDatabaseTemplate> {
  return serverUrl ? postgresTemplate(serverUrl) : pgliteTemplate();
}

export async function dropTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.driver !== 'postgres') return;
  await onServer(template.serverUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${template.templateName}" WITH (FORCE)`),
  );
}

/** A fresh database, a copy of the template, removed again by its `close`. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<Database> {
  if (template.driver === 'pglite') {
    const client = await PGlite.create({ loadDataDir: new Blob([await readFile(template.dumpFile)]) });
    return databaseFromPglite(client);
  }
  const name = uniqueName('autohub_test');
  await onServer(template.serverUrl, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`),
  );
  const database = await databaseFromPostgres(databaseUrl(template.serverUrl, name), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(template.serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
    },
  };
}
