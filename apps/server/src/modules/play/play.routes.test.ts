import { API_PATHS, type Failure } from '@lobby/contract/core';
import { recentGamesResponseSchema } from '@lobby/contract/member-games';
import { launchResponseSchema } from '@lobby/contract/play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { KENO_NODE_ID, kenoNodeId } from '../../db/seed/inhouse';
import { MERCHANTS, SECOND_MERCHANT_CODE } from '../../db/seed/index';

const SECOND = MERCHANTS.find((merchant) => merchant.row.code === SECOND_MERCHANT_CODE) ?? { nodeIdBase: 0 };

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('launching games on %s', (driver) => {
  let t: TestApp;
  let player: string;
  let external: { nodeId: string; free: boolean };
  beforeAll(async () => {
    t = await createTestApp(driver);
    player = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    const list = await getJson<Ok<{ games: { nodeId: string; vassalage: string; supportPlay: number }[] }>>(
      t.app,
      `${API_PATHS.games}?gameType=RNG&pageSize=36`,
    );
    const game = list.body.value.games.find((g) => g.vassalage !== 'INH' && g.supportPlay === 0);
    if (!game) throw new Error('an external free-play game is expected in the test catalogue');
    external = { nodeId: game.nodeId, free: true };
  });
  afterAll(() => t.close());

  const launch = (query: string, token?: string) =>
    sendJson<Ok<unknown> | Failure>(t.app, 'GET', `${API_PATHS.launch}?${query}`, undefined, token);
  const trialOn = async (host?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trial,
      headers: host ? { host } : {},
      payload: { moduleId: 'FREEPLAY3' },
    });
    return response.json<Ok<{ token: string; type: number }>>().value;
  };

  it('sends a visitor to login', async () => {
    const { status, body } = await launch(`nodeId=${KENO_NODE_ID}`);
    expect(status).toBe(401);
    expect((body as Failure).code).toBe('login.required');
  });

  it('launches an in-house game for real into the games app, with the ticket in the fragment, and records it as recent', async () => {
    const { status, body } = await launch(`nodeId=${KENO_NODE_ID}&language=id`, player);
    expect(status).toBe(200);
    const value = launchResponseSchema.parse((body as Ok<unknown>).value);
    expect(value).toMatchObject({ adapter: 'inhouse', mode: 'real', nodeId: KENO_NODE_ID, gameName: 'Nova Keno' });
    expect(value.url).toMatch(/^\/games\/#ticket=[A-Za-z0-9_-]{40,}&language=id$/);
    const recent = await sendJson<Ok<unknown>>(t.app, 'GET', API_PATHS.recentGames, undefined, player);
    expect(recentGamesResponseSchema.parse(recent.body.value).list[0]?.nodeId).toBe(KENO_NODE_ID);
  });

  it("opens an external game on the demo provider's page, which names the game and escapes it", async () => {
    const { body } = await launch(`nodeId=${external.nodeId}`, player);
    const value = launchResponseSchema.parse((body as Ok<unknown>).value);
    expect(value.adapter).toBe('demo');
    const page = await t.app.inject({ method: 'GET', url: value.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(value.gameName.replace(/&/g, '&amp;').replace(/'/g, '&#39;'));
    expect(page.body).toContain('real play');
    const ended = await t.app.inject({ method: 'GET', url: '/provider-demo?ticket=<script>alert(1)</script>' });
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain('Game session ended');
    expect(ended.body).not.toContain('<script>alert');
  });

  it('lets member types 0, 1 and 2 play for free, and refuses free play to other types with free_reject', async () => {
    expect((await launch(`nodeId=${KENO_NODE_ID}&mode=free`, player)).status).toBe(200);
    const agentOnly = (await loginAs(t.app, DEMO.agentOnly.username, DEMO.agentOnly.password, { portal: 'agent' }))
      .token;
    const refused = await launch(`nodeId=${KENO_NODE_ID}&mode=free`, agentOnly);
    expect(refused.status).toBe(403);
    expect((refused.body as Failure).code).toBe('game.free.reject');
    expect((await launch(`nodeId=${KENO_NODE_ID}`, agentOnly)).status).toBe(200);
  });

  it('lets a trial account of type 0 play for free only, and refuses a guest-type trial (type 4) free play', async () => {
    const trial = await trialOn();
    expect(trial.type).toBe(0);
    expect((await launch(`nodeId=${KENO_NODE_ID}&mode=free`, trial.token)).status).toBe(200);
    const real = await launch(`nodeId=${KENO_NODE_ID}`, trial.token);
    expect((real.body as Failure).code).toBe('account.trial');
    const guest = await trialOn('goldenreef.test');
    expect(guest.type).toBe(4);
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.launch}?nodeId=${kenoNodeId(SECOND)}&mode=free`,
      headers: { host: 'goldenreef.test', authorization: `Bearer ${guest.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<Failure>().code).toBe('game.free.reject');
  });

  it('refuses free play of a game that does not offer it', async () => {
    const list = await getJson<Ok<{ games: { nodeId: string; supportPlay: number }[] }>>(
      t.app,
      `${API_PATHS.games}?gameType=LIVE&pageSize=36`,
    );
    const paidOnly = list.body.value.games.find((game) => game.supportPlay !== 0);
    if (!paidOnly) throw new Error('a live game without free play is expected');
    const { status, body } = await launch(`nodeId=${paidOnly.nodeId}&mode=free`, player);
    expect(status).toBe(403);
    expect((body as Failure).code).toBe('game.free.reject');
  });

  it('answers bad input with 4xx and a catalogue code', async () => {
    for (const query of [
      'nodeId=',
      'nodeId=<script>',
      "nodeId=1'%20or%201=1--",
      `nodeId=${'9'.repeat(200)}`,
      `nodeId=${KENO_NODE_ID}&mode=paid`,
    ]) {
      const { status, body } = await launch(query, player);
      expect(status, query).toBe(400);
      expect((body as Failure).code).toBe('request.invalid');
    }
    const missing = await launch('nodeId=NOPE-1', player);
    expect(missing.status).toBe(404);
    expect((missing.body as Failure).code).toBe('game.not.found');
  });
});
