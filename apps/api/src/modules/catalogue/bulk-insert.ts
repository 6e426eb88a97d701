import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A column of a bulk insert: its name in the table and its SQL type. */
export interface BulkColumn {
  name: string;
  type: 'text' | 'integer' | 'bigint' | 'text[]';
}

/**
 * Inserts many rows with one statement per chunk: the chunk travels as a single JSON parameter
 * expanded by `jsonb_to_recordset`, which both PGlite and PostgreSQL parse far faster than
 * thousands of bound parameters. Rows are objects keyed by column name; absent keys are NULL.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
  chunkSize = 5_000,
): Promise<number> {
  const names = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
  const definition = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '));
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = JSON.stringify(rows.slice(start, start + chunkSize));
    const statement: SQL = sql`insert into ${sql.identifier(table)} (${names})
      select ${names} from jsonb_to_recordset(${chunk}::jsonb) as r(${definition})`;
    await db.execute(statement);
  }
  return rows.length;
}
