import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../test/app';
import { queryRows } from './query';
import { needsUpkeep, upkeepPass } from './pglite-upkeep';

describe('needsUpkeep', () => {
  it('takes a table never counted only when it has pages', () => {
    expect(needsUpkeep({ name: 't', relpages: 0, reltuples: -1, pages: 0 })).toBe(false);
    expect(needsUpkeep({ name: 't', relpages: 0, reltuples: -1, pages: 1 })).toBe(true);
  });

  it('takes a counted table once it has grown or shrunk by a tenth, and at least eight pages', () => {
    expect(needsUpkeep({ name: 't', relpages: 100, reltuples: 5000, pages: 110 })).toBe(false);
    expect(needsUpkeep({ name: 't', relpages: 100, reltuples: 5000, pages: 111 })).toBe(true);
    expect(needsUpkeep({ name: 't', relpages: 100, reltuples: 5000, pages: 89 })).toBe(true);
    expect(needsUpkeep({ name: 't', relpages: 2, reltuples: 50, pages: 10 })).toBe(false);
    expect(needsUpkeep({ name: 't', relpages: 2, reltuples: 50, pages: 11 })).toBe(true);
  });
});

describe('upkeepPass on PGlite', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb('pglite');
  });
  afterAll(() => db.drop());

  const counted = async (table: string) =>
    (
      await queryRows<{ reltuples: number }>(db.handle.db, sql`select reltuples from pg_class where relname = ${table}`)
    )[0]?.reltuples;

  it('counts a grown table, and leaves it alone until it grows again', async () => {
    const { db: handle } = db.handle;
    await upkeepPass(handle);
    await handle.execute(sql`create table upkeep_probe (id int primary key, filler text)`);
    await handle.execute(sql`insert into upkeep_probe select i, repeat('x', 200) from generate_series(1, 5000) i`);
    expect(await counted('upkeep_probe')).toBeLessThan(0);

    expect(await upkeepPass(handle)).toEqual(['upkeep_probe']);
    expect(await counted('upkeep_probe')).toBe(5000);
    expect(await upkeepPass(handle)).toEqual([]);

    await handle.execute(sql`insert into upkeep_probe select i, repeat('x', 200) from generate_series(5001, 6000) i`);
    expect(await upkeepPass(handle)).toEqual(['upkeep_probe']);
    expect(await counted('upkeep_probe')).toBe(6000);
  });
});
