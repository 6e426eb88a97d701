import { customType } from 'drizzle-orm/pg-core';
import { z } from 'zod';

/**
 * A stored JSON value that does not have the shape its column promises (written by an older
 * release, edited by hand, truncated). Reading it stops here, naming the column and the first
 * problem, instead of letting a half-shaped object flow into prices, proposals or pages.
 */
export class StoredValueError extends Error {
  readonly column: string;
  readonly problems: readonly { path: string; message: string }[];

  constructor(column: string, problems: readonly { path: string; message: string }[]) {
    const first = problems[0];
    super(
      `The stored value of ${column} does not match its schema` +
        (first ? ` (${first.path || 'the value'}: ${first.message})` : ''),
    );
    this.name = 'StoredValueError';
    this.column = column;
    this.problems = problems;
  }
}

/** Reads a stored JSON value through its schema; `column` is `table.column`, for the error. */
export function parseStored<T>(schema: z.ZodType<T>, value: unknown, column: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new StoredValueError(
    column,
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

/**
 * A `jsonb` column read through its zod schema: every row Drizzle returns is parsed, so a store
 * gets the schema's type, not a cast. `column` is `table.column_name`; the part after the dot is
 * the column's name in the database.
 */
export function storedJson<T>(column: `${string}.${string}`, schema: z.ZodType<T>) {
  const name = column.slice(column.indexOf('.') + 1);
  return customType<{ data: T; driverData: unknown }>({
    dataType: () => 'jsonb',
    // A missing value stays SQL NULL, also when a prepared statement fills it in (Drizzle hands a
    // placeholder's null to the column, where an inline null never gets here).
    toDriver: (value) => (value === null ? null : JSON.stringify(value)),
    fromDriver: (value) => parseStored(schema, typeof value === 'string' ? JSON.parse(value) : value, column),
  })(name);
}

/** A JSON object whose keys a partner or the outbox chose: checked to be an object, no more. */
export const JsonObject: z.ZodType<Record<string, unknown>> = z.record(z.string(), z.unknown());
