import { API_PATHS, type Failure } from '@lobby/contract/core';
import { favouritesResponseSchema, recentGamesResponseSchema } from '@lobby/contract/member-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendJson } from '../../test/accounts';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('favourites and recent games on %s', (driver) => {
  let t: TestApp;
  let player: string;
  let agent: string;
  let nodeIds: string[];
  beforeAll(async () => {
    t = await createTestApp(driver);
    player = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    agent = (await loginAs(t.app, DEMO.agent.username, DEMO.agent.password)).token;
    const list = await getJson<Ok<{ games: { nodeId: string }[] }>>(
      t.app,
      `${API_PATHS.games}?gameType=RNG&pageSize=5`,
    );
    nodeIds = list.body.value.games.map((game) => game.nodeId);
  });
  afterAll(() => t.close());

  const favourites = async (token: string, query = '') => {
    const { status, body } = await sendJson<Ok<unknown>>(
      t.app,
      'GET',
      `${API_PATHS.favourites}?${query}`,
      undefined,
      token,
    );
    expect(status).toBe(200);
    return favouritesResponseSchema.parse(body.value);
  };
  const ids = async (token: string) =>
    (await sendJson<Ok<string[]>>(t.app, 'GET', API_PATHS.favouriteIds, undefined, token)).body.value;

  it('adds favourites once, lists them newest first, and removes them', async () => {
    const [first, second] = nodeIds as [string, string];
    for (const nodeId of [first, second, first]) {
      expect((await sendJson(t.app, 'POST', API_PATHS.favourites, { nodeId, vendor: 'PG' }, player)).status).toBe(200);
    }
    const page = await favourites(player, 'pageNo=1&pageSize=16');
    expect(page.content.map((game) => game.nodeId)).toEqual([second, first]);
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(await ids(player)).toEqual([second, first]);

    expect((await sendJson(t.app, 'DELETE', API_PATHS.favourites, { nodeId: first }, player)).status).toBe(200);
    expect(await ids(player)).toEqual([second]);
  });

  it("keeps each member's favourites their own", async () => {
    expect(await ids(agent)).toEqual([]);
    await sendJson(t.app, 'DELETE', API_PATHS.favourites, { nodeId: nodeIds[1] }, agent);
    expect(await ids(player)).toContain(nodeIds[1]);
    expect((await favourites(agent)).content).toEqual([]);
  });

  it('filters by game type and provider, and pages', async () => {
    for (const nodeId of nodeIds) await sendJson(t.app, 'POST', API_PATHS.favourites, { nodeId }, player);
    expect((await favourites(player, 'gameType=LIVE')).content).toEqual([]);
    const paged = await favourites(player, 'pageNo=2&pageSize=2');
    expect(paged.content).toHaveLength(2);
    expect(paged.totalPages).toBe(3);
    const vendor = paged.content[0]?.vassalage ?? '';
    const byVendor = await favourites(player, `vendor=${vendor}`);
    expect(byVendor.content.every((game) => game.vassalage === vendor)).toBe(true);
  });

  it('refuses visitors, unknown games and hostile ids, writing nothing', async () => {
    expect((await sendJson<Failure>(t.app, 'POST', API_PATHS.favourites, { nodeId: nodeIds[0] })).body.code).toBe(
      'login.required',
    );
    expect((await getJson<Failure>(t.app, API_PATHS.favouriteIds)).status).toBe(401);
    const before = await ids(agent);
    const unknown = await sendJson<Failure>(t.app, 'POST', API_PATHS.favourites, { nodeId: '999999999' }, agent);
    expect(unknown.status).toBe(404);
    for (const nodeId of ["1' OR '1'='1", '<script>', 12, 'x'.repeat(40)]) {
      const bad = await sendJson<Failure>(t.app, 'POST', API_PATHS.favourites, { nodeId }, agent);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'request.invalid', field: 'nodeId' });
    }
    expect(await ids(agent)).toEqual(before);
  });

  it('records recent games once per game, the last played first', async () => {
    const [a, b] = nodeIds as [string, string];
    for (const nodeId of [a, b, a]) await sendJson(t.app, 'POST', API_PATHS.recentGames, { nodeId }, agent);
    const { body } = await sendJson<Ok<unknown>>(
      t.app,
      'GET',
      `${API_PATHS.recentGames}?page=1&pageSize=36`,
      undefined,
      agent,
    );
    const recent = recentGamesResponseSchema.parse(body.value);
    expect(recent.list.map((game) => game.nodeId)).toEqual([a, b]);
    expect(recent.totalPages).toBe(1);
    const other = await sendJson<Ok<{ list: unknown[] }>>(t.app, 'GET', API_PATHS.recentGames, undefined, player);
    expect(other.body.value.list).toEqual([]);
  });

  it("shows only the serving merchant's games", async () => {
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: API_PATHS.favourites,
      headers: { authorization: `Bearer ${player}`, host: 'goldenreef.test' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });
});
