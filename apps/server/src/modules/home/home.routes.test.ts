import { API_PATHS } from '@lobby/contract/core';
import { homeResponseSchema } from '@lobby/contract/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('GET /api/v1/home on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('answers the first view of home in one call', async () => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, `${API_PATHS.home}?language=id`);
    expect(status).toBe(200);
    const home = homeResponseSchema.parse(body.value);
    expect(home.banners.every((banner) => banner.groupName === 'm_home')).toBe(true);
    expect(home.hotGames.length).toBeGreaterThan(0);
    expect(home.hotGames.length).toBeLessThanOrEqual(9);
    expect(home.hotGames.every((game) => game.isHot)).toBe(true);
    expect(home.vendorBlocks.map((block) => block.vendor.vassalage)).toEqual(['JL', 'PG', 'PP', 'JDB']);
    for (const block of home.vendorBlocks) {
      expect(block.games.length).toBeGreaterThan(0);
      expect(block.games.length).toBeLessThanOrEqual(16);
      expect(block.games.every((game) => game.vassalage === block.vendor.vassalage && game.gameType === 'RNG')).toBe(
        true,
      );
    }
    expect(home.providers).toHaveLength(6);
    expect(home.sorting[0]?.gameCategory).toBe('RNG');
  });

  it('the hot games are the first of the hot list', async () => {
    const home = homeResponseSchema.parse((await getJson<Ok<unknown>>(t.app, API_PATHS.home)).body.value);
    const hot = await getJson<Ok<{ list: { nodeId: string }[] }>>(t.app, API_PATHS.hotGames);
    expect(home.hotGames.map((game) => game.nodeId)).toEqual(
      hot.body.value.list.slice(0, 9).map((game) => game.nodeId),
    );
  });
});
