import { DrizzleQueryError, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Run raw SQL and return its rows; both drivers answer `{ rows }`. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The SQL of a query that failed, when `error` is the query layer's (its message carries the parameters too). */
export function failedQuerySql(error: Error): string | undefined {
  return error instanceof DrizzleQueryError ? error.query : undefined;
}

/** The one row an insert's `returning()` gives back: none would be a bug, not an answer. */
export function insertedRow<T>([row]: T[], what: string): T {
  if (!row) throw new Error(`${what} insert returned nothing`);
  return row;
}
