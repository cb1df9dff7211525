import type { AdminGame, AdminGameList } from '@lobby/contract/admin/games';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { Game, GameListResponse } from '@lobby/contract/games';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
/** A change's answer, read as success or failure by the test. */
type Answer<T> = { value: T; code: string; field?: string };

describe.each(DRIVERS)('operator catalogue API on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  let admin: string;
  let player: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    editor = (await operatorSession(t.app, 'editor')).token;
    admin = (await operatorSession(t.app, 'admin')).token;
    player = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
  });
  afterAll(() => t.close());

  const list = async (query: string, token = editor, headers: Record<string, string> = {}) => {
    const response = await adminCall<Ok<AdminGameList>>(
      t.app,
      token,
      'GET',
      `${ADMIN_PATHS.games}?${query}`,
      undefined,
      headers,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.value;
  };
  const change = (id: number, body: unknown, token = editor) =>
    adminCall<Answer<AdminGame>>(t.app, token, 'PATCH', `${ADMIN_PATHS.games}/${id}`, body);
  const auditRows = async () => (await t.db.handle.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
  const playerList = async (query: string) =>
    (await getJson<Ok<GameListResponse>>(t.app, `${API_PATHS.games}?${query}`)).body.value;
  const hot = async () => (await getJson<Ok<{ list: Game[] }>>(t.app, API_PATHS.hotGames)).body.value.list;
  /** A plain external RNG slot: the one these tests switch and flag. */
  const someGame = async (skip = 0) =>
    (await list(`gameType=RNG&provider=PG&hot=false&pageSize=5`)).rows[skip] as AdminGame;

  it('pages, searches by name or code, filters and sorts the catalogue on the server', async () => {
    const first = await list('pageSize=20');
    expect(first.rows).toHaveLength(20);
    expect(first.totalCount).toBeGreaterThan(100);
    const orders = first.rows.map((row) => row.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const second = await list('pageSize=20&page=2');
    expect(second.rows[0]?.order).toBeGreaterThan(orders.at(-1) ?? 0);

    const game = first.rows[3] as AdminGame;
    const byName = await list(`q=${encodeURIComponent(game.gameName.slice(0, 6))}`);
    expect(byName.rows.map((row) => row.id)).toContain(game.id);
    const byCode = await list(`q=${encodeURIComponent(game.gameCode)}`);
    expect(byCode.rows.map((row) => row.id)).toContain(game.id);

    const pg = await list('provider=PG&gameType=RNG&sort=name&dir=desc&pageSize=50');
    expect(pg.rows.every((row) => row.vassalage === 'PG' && row.gameType === 'RNG')).toBe(true);
    const names = pg.rows.map((row) => row.gameName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const hotOnly = await list('hot=true');
    expect(hotOnly.totalCount).toBeGreaterThan(0);
    expect(hotOnly.rows.every((row) => row.isHot)).toBe(true);
  });

  it('refuses a bad filter or change with a catalogue code and writes nothing', async () => {
    const badFilter = await adminCall<Failure>(t.app, editor, 'GET', `${ADMIN_PATHS.games}?enabled=maybe`);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.code).toBe('request.invalid');
    const game = await someGame();
    const before = await auditRows();
    for (const body of [{}, { classify: ['NotAKind'] }, { order: 1.5 }, { enabled: 'yes' }, { gameName: 'x' }]) {
      const refused = await change(game.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe('request.invalid');
    }
    const missing = await change(2_000_000_000, { isNew: true });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('game.not.found');
    expect(await auditRows()).toBe(before);
  });

  it('a disabled game leaves every list, search, favourites and recent, and cannot be launched; enabled, it is back', async () => {
    const game = await someGame();
    expect((await sendJson(t.app, 'POST', API_PATHS.favourites, { nodeId: game.nodeId }, player)).status).toBe(200);
    expect((await sendJson(t.app, 'POST', API_PATHS.recentGames, { nodeId: game.nodeId }, player)).status).toBe(200);
    const countBefore = (await playerList('gameType=RNG&vassalage=PG')).totalCount;
    const before = await auditRows();

    const off = await change(game.id, { enabled: false });
    expect(off.body.value).toMatchObject({ id: game.id, enabled: false });
    expect(await auditRows()).toBe(before + 1);

    const search = await playerList(`gameName=${encodeURIComponent(game.gameName)}&pageSize=200`);
    expect(search.games.map((g) => g.nodeId)).not.toContain(game.nodeId);
    expect((await playerList('gameType=RNG&vassalage=PG')).totalCount).toBe(countBefore - 1);
    const favourites = await sendJson<Ok<{ content: Game[] }>>(t.app, 'GET', API_PATHS.favourites, undefined, player);
    expect(favourites.body.value.content.map((g) => g.nodeId)).not.toContain(game.nodeId);
    const recent = await sendJson<Ok<{ list: Game[] }>>(t.app, 'GET', API_PATHS.recentGames, undefined, player);
    expect(recent.body.value.list.map((g) => g.nodeId)).not.toContain(game.nodeId);
    const launch = await sendJson<Failure>(
      t.app,
      'GET',
      `${API_PATHS.launch}?nodeId=${game.nodeId}`,
      undefined,
      player,
    );
    expect(launch.status).toBe(404);
    expect(launch.body.code).toBe('game.not.found');
    // The operator still finds it, under the disabled filter.
    expect((await list('enabled=false')).rows.map((row) => row.id)).toContain(game.id);

    await change(game.id, { enabled: true });
    const back = await playerList(`gameName=${encodeURIComponent(game.gameName)}&pageSize=200`);
    expect(back.games.map((g) => g.nodeId)).toContain(game.nodeId);
    expect((await playerList('gameType=RNG&vassalage=PG')).totalCount).toBe(countBefore);
  });

  it('a game made hot leads the hot list; new, classifications and order change, the order swapped with its holder', async () => {
    const game = await someGame(1);
    const made = await change(game.id, { isHot: true, isNew: true, classify: ['JP', 'Megaways'] });
    expect(made.body.value).toMatchObject({ isHot: true, isNew: true, classify: ['JP', 'Megaways'] });
    expect((await hot())[0]?.nodeId).toBe(game.nodeId);
    expect((await playerList('isNew=1&pageSize=200&gameType=RNG&vassalage=PG')).games.map((g) => g.nodeId)).toContain(
      game.nodeId,
    );
    const jackpots = await playerList('gameType=RNG&gameClassify=JP&vassalage=PG&pageSize=200');
    expect(jackpots.games.map((g) => g.nodeId)).toContain(game.nodeId);

    const holder = (await list('pageSize=1')).rows[0] as AdminGame;
    const moved = await change(game.id, { order: holder.order });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.value.order).toBe(holder.order);
    const swapped = (await list(`q=${holder.nodeId}`)).rows.find((row) => row.id === holder.id);
    expect(swapped?.order).toBe(game.order);
    expect((await playerList('pageSize=1')).games[0]?.nodeId).toBe(game.nodeId);

    const audit = await adminCall<Ok<{ action: string; detail: Record<string, unknown> }[]>>(
      t.app,
      admin,
      'GET',
      `${ADMIN_PATHS.audit}?limit=1`,
    );
    expect(audit.body.value[0]).toMatchObject({
      action: 'game.update',
      detail: { nodeId: game.nodeId, before: { order: game.order }, after: { order: holder.order } },
    });
    await change(game.id, { isHot: false });
    expect((await hot()).map((g) => g.nodeId)).not.toContain(game.nodeId);
  });

  it('lets editors and admins in, keeps reviewers and finance out, and another merchant sees nothing of this one', async () => {
    const game = await someGame();
    for (const role of ['reviewer', 'finance'] as const) {
      const { token } = await operatorSession(t.app, role);
      const read = await adminCall<Failure>(t.app, token, 'GET', ADMIN_PATHS.games);
      expect(read.status).toBe(403);
      expect(read.body.code).toBe('permission.denied');
      expect((await change(game.id, { isNew: true }, token)).status).toBe(403);
    }
    expect((await list('pageSize=1', admin)).totalCount).toBeGreaterThan(0);

    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const theirs = await list(`q=${game.nodeId}`, reef.token, { merchant: 'GOLDREEF' });
    expect(theirs.rows).toEqual([]);
    const reach = await adminCall<Failure>(
      t.app,
      reef.token,
      'PATCH',
      `${ADMIN_PATHS.games}/${game.id}`,
      { enabled: false },
      { merchant: 'GOLDREEF' },
    );
    expect(reach.status).toBe(404);
    expect((await list(`q=${game.nodeId}`)).rows[0]?.enabled).toBe(true);
  });
});
