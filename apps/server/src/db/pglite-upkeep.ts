import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { queryRows } from './query';

/**
 * PostgreSQL's autovacuum keeps the planner's statistics and the tables' free space current. PGlite runs no
 * background workers, so nothing does: a table seeded or grown after its last ANALYZE is planned as if it were
 * empty, and the wallet's statements slowed fourfold on a bench database. This pass does autovacuum's work for
 * PGlite, one table per statement, so requests run between them.
 */

/** What the catalogue says of a table, and its size now (in 8 kB pages). */
export interface TableSize {
  name: string;
  /** Pages at the last VACUUM or ANALYZE. */
  relpages: number;
  /** Rows at the last VACUUM or ANALYZE; below zero when never counted. */
  reltuples: number;
  /** Pages now. */
  pages: number;
}

/** A change this large (in pages, or a tenth of the table) makes the statistics stale, as autovacuum's scale factor. */
const MIN_CHANGED_PAGES = 8;
const CHANGED_SHARE = 0.1;

/** Whether a table needs VACUUM (ANALYZE): never counted but not empty, or grown or shrunk by a tenth since. */
export function needsUpkeep({ relpages, reltuples, pages }: TableSize): boolean {
  if (reltuples < 0) return pages > 0;
  return Math.abs(pages - relpages) > Math.max(MIN_CHANGED_PAGES, relpages * CHANGED_SHARE);
}

async function tableSizes(db: Db): Promise<TableSize[]> {
  const rows = await queryRows<{ name: string; relpages: number; reltuples: number; pages: string }>(
    db,
    sql`select c.relname as name, c.relpages, c.reltuples,
          (pg_relation_size(c.oid) / current_setting('block_size')::int) as pages
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
        order by c.relname`,
  );
  return rows.map((row) => ({ ...row, pages: Number(row.pages) }));
}

/** One pass: VACUUM (ANALYZE) each table that needs it; the names of those done. */
export async function upkeepPass(db: Db): Promise<string[]> {
  const done: string[] = [];
  for (const table of (await tableSizes(db)).filter(needsUpkeep)) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table.name)}`);
    done.push(table.name);
  }
  return done;
}
