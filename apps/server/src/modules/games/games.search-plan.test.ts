import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query';
import { games } from '../../db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import { DRIVERS, openTestDb, type TestDb } from '../../test/app';
import { TEST_NOW } from '../../test/constants';
import { toGameFilter } from './games.query';
import { gameWhere } from './games.repository';

/** The name search must be served by the trigram index, not by scanning the catalogue. */
describe.each(DRIVERS)('name search plan on %s', (driver) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb(driver);
    await seedDatabase(db.handle.db, { games: 5000, now: TEST_NOW });
    await db.handle.db.execute(sql`analyze games`);
  }, 180_000);
  afterAll(() => db.drop());

  it('uses games_name_trgm_idx for a case-insensitive substring', async () => {
    const query = db.handle.db
      .select({ n: count() })
      .from(games)
      .where(gameWhere('LUCKYNOVA', toGameFilter({ gameName: 'Dragon' })))
      .toSQL();
    const explain = sql.raw(`explain ${inline(query.sql, query.params)}`);
    const plan = (await queryRows<{ 'QUERY PLAN': string }>(db.handle.db, explain))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('games_name_trgm_idx');
    expect(plan).toMatch(/~~\*/);
  });
});

/** Inline the parameters of a statement for EXPLAIN (test values only, quoted). */
function inline(statement: string, params: readonly unknown[]): string {
  return statement.replace(/\$(\d+)/g, (_, index: string) => {
    const value = params[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
