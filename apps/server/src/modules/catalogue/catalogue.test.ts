import { API_PATHS } from '@lobby/contract/core';
import type { GameListResponse } from '@lobby/contract/games';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueVersions, games } from '../../db/schema/index';
import { seedDatabase } from '../../db/seed/index';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { TEST_GAMES, TEST_NOW } from '../../test/constants';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('catalogue cache invalidation on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
  });
  afterAll(() => t.close());

  const search = async (name: string) =>
    (await getJson<Ok<GameListResponse>>(t.app, `${API_PATHS.games}?gameName=${encodeURIComponent(name)}`)).body.value
      .totalCount;

  it('keeps serving cached reads until the catalogue version moves, then drops them', async () => {
    expect(await search('Qwerty Quest')).toBe(0);
    await t.db.handle.db.insert(games).values({
      merchantCode: 'LUCKYNOVA',
      nodeId: '999999',
      gameType: 'RNG',
      vassalage: 'JL',
      gameName: 'Qwerty Quest',
      nodeName: 'Qwerty Quest',
      gameId: 'jl_test',
      supportPlay: 0,
      freeplay: 1,
      gameCode: 'QwertyQuest',
      minBetMinor: 10,
      minLine: 20,
      rtpBp: 9600,
      volatility: 'high',
      sort: 999_999,
      image: '/media/games/test.webp',
    });
    expect(await search('Qwerty Quest')).toBe(0);
    expect(await t.app.catalogue.checkNow()).toBe(false);
    await t.db.handle.db
      .update(catalogueVersions)
      .set({ version: sql`${catalogueVersions.version} + 1` })
      .where(eq(catalogueVersions.merchantCode, 'LUCKYNOVA'));
    expect(await t.app.catalogue.checkNow()).toBe(true);
    expect(await search('Qwerty Quest')).toBe(1);
  });

  it('a seed that adds games moves the version; one that adds nothing does not', async () => {
    await t.app.catalogue.checkNow();
    await seedDatabase(t.db.handle.db, { games: TEST_GAMES, now: TEST_NOW });
    expect(await t.app.catalogue.checkNow()).toBe(false);
    await seedDatabase(t.db.handle.db, { games: TEST_GAMES + 10, now: TEST_NOW });
    expect(await t.app.catalogue.checkNow()).toBe(true);
  });
});
