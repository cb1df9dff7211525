import type { AdminGame, AdminGameList } from '@lobby/contract/admin/games';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import { GAME_CLASSIFY_KEYS, GAME_TYPES, gameListQuerySchema, type GameListResponse } from '@lobby/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema/index';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { CATALOGUE_GAMES } from '../../test/constants';
import { textOf } from '../../test/json-text';
import { adminCall, operatorSession } from '../../test/operators';
import { createClassificationsRepository } from '../classifications/classifications.repository';
import { createClassificationsService } from '../classifications/classifications.service';
import { toGameFilter } from '../games/games.query';
import { createGamesRepository } from '../games/games.repository';
import { createGamesService } from '../games/games.service';
import { createVendorsRepository } from '../vendors/vendors.repository';
import { createVendorsService } from '../vendors/vendors.service';
import { bumpContentVersion } from './catalogue.repository';
import { nearSubstring } from './name-index';

type Ok<T> = { success: true; value: T };

/** A small seeded generator, so a failing query can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T };
}

describe.each(DRIVERS)('catalogue read model on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const search = async (name: string, app = t.app, headers: Record<string, string> = {}) => {
    const url = `${API_PATHS.games}?pageSize=200&gameName=${encodeURIComponent(name)}`;
    return (await getJson<Ok<GameListResponse>>(app, url, headers)).body.value;
  };

  it('is built before the server answers, one per merchant', () => {
    expect(t.app.catalogue.model('LUCKYNOVA')?.size).toBe(CATALOGUE_GAMES);
    expect(t.app.catalogue.model('GOLDREEF')).toBeDefined();
  });

  it('answers as the database does for every filter, page and order the spec defines', async () => {
    const db = t.db.handle.db;
    const fromDb = createGamesService(createGamesRepository(db), 0);
    const model = t.app.catalogue.model('LUCKYNOVA')!;
    const names = (await fromDb.list('LUCKYNOVA', gameListQuerySchema.parse({ pageSize: 200 }))).games;
    const vendors = [...new Set(names.map((game) => game.vassalage))];
    const rng = random(23);
    let compared = 0;
    for (let i = 0; i < 150; i++) {
      const name = rng.pick(names).gameName;
      const start = Math.floor(rng.next() * name.length);
      const raw = {
        gameType: rng.next() < 0.7 ? rng.pick(GAME_TYPES) : undefined,
        vassalage: rng.next() < 0.4 ? [rng.pick(vendors), rng.pick(vendors)].join(',') : undefined,
        gameClassify: rng.next() < 0.25 ? rng.pick(GAME_CLASSIFY_KEYS) : undefined,
        gameName: rng.next() < 0.4 ? name.slice(start, start + 2 + Math.floor(rng.next() * 5)) : undefined,
        minBet: rng.next() < 0.2 ? rng.pick([0.1, 0.5, 1, 5]) : undefined,
        minLine: rng.next() < 0.2 ? rng.pick([0, 10, 243]) : undefined,
        isNew: rng.next() < 0.15 ? 1 : undefined,
        pageNo: 1 + Math.floor(rng.next() * 3),
        pageSize: rng.pick([9, 12, 36, 200]),
      };
      const query = gameListQuerySchema.parse(raw);
      const expected = await fromDb.list('LUCKYNOVA', query);
      const actual = model.list(toGameFilter(query), query.pageNo, query.pageSize);
      // Where the database finds nothing for a longer term, the model may add typo matches: not a spec query.
      if (expected.totalCount === 0 && (query.gameName?.trim().length ?? 0) >= 4) continue;
      expect(actual, JSON.stringify(raw)).toEqual(expected);
      const json = model.listJson(toGameFilter(query), query.pageNo, query.pageSize);
      expect(textOf(json), JSON.stringify(raw)).toBe(JSON.stringify(actual));
      compared++;
    }
    expect(compared).toBeGreaterThan(120);
    expect(model.hot(200)).toEqual(await fromDb.hot('LUCKYNOVA'));
    expect(textOf(model.hotJson(200))).toBe(JSON.stringify({ list: model.hot(200) }));

    const vendorsFromDb = createVendorsService(createVendorsRepository(db));
    expect(model.vendorGameTypes).toEqual(await vendorsFromDb.gameTypes('LUCKYNOVA'));
    expect(model.sorting).toEqual(await vendorsFromDb.sorting('LUCKYNOVA'));
    const classifications = createClassificationsService(createClassificationsRepository(db));
    for (const gameType of GAME_TYPES) {
      for (const codes of [[], [rng.pick(vendors)], [rng.pick(vendors), rng.pick(vendors)].sort()]) {
        const expected = await classifications.list('LUCKYNOVA', gameType, codes);
        expect(model.classificationsOf(gameType, codes), `${gameType} ${codes.join()}`).toEqual(expected);
      }
    }
  });

  it('finds "Dragn" as the dragon games, each within one typo', async () => {
    const dragon = await search('dragon');
    expect(dragon.totalCount).toBeGreaterThan(0);
    const typo = await search('Dragn');
    const ids = typo.games.map((game) => game.nodeId);
    expect(ids).toEqual(expect.arrayContaining(dragon.games.map((game) => game.nodeId)));
    for (const game of typo.games)
      expect(
        game.gameName
          .toLowerCase()
          .split(' ')
          .some((word) => nearSubstring(word, 'dragn')),
      ).toBe(true);
    // Three letters carry no typo.
    expect((await search('drg')).totalCount).toBe(0);
    // Another merchant's search reads its own index.
    const reef = await search('Dragn', t.app, { merchant: 'GOLDREEF' });
    const ours = new Set(ids);
    expect(reef.games.some((game) => ours.has(game.nodeId))).toBe(false);
  });

  it('folds diacritics both ways once the new version is built', async () => {
    const [template] = await t.db.handle.db.select().from(games).limit(1);
    const { id: _id, createdAt: _createdAt, ...row } = template!;
    await t.db.handle.db
      .insert(games)
      .values({ ...row, nodeId: '990001', gameName: 'Café Diàblo', nodeName: 'Café Diàblo', sort: 990_001 });
    await bumpContentVersion(t.db.handle.db, row.merchantCode);
    await t.app.catalogue.checkNow();
    await t.app.catalogue.settled();
    for (const term of ['cafe diablo', 'CAFÉ', 'Diablo', 'diàblo'])
      expect(
        (await search(term)).games.map((game) => game.nodeId),
        term,
      ).toEqual(['990001']);
  });

  it("shows an operator's change on another instance within its poll interval", async () => {
    const other = await createTestApp(driver, { db: t.db, config: { CATALOGUE_POLL_MS: 50 } });
    try {
      await other.app.ready();
      const editor = (await operatorSession(t.app, 'editor')).token;
      const listed = await adminCall<Ok<AdminGameList>>(
        t.app,
        editor,
        'GET',
        `${ADMIN_PATHS.games}?gameType=RNG&pageSize=1`,
      );
      const game = listed.body.value.rows[0] as AdminGame;
      const visible = async () => (await search(game.gameName, other.app)).games.some((g) => g.nodeId === game.nodeId);
      expect(await visible()).toBe(true);
      const off = await adminCall(t.app, editor, 'PATCH', `${ADMIN_PATHS.games}/${game.id}`, { enabled: false });
      expect(off.status).toBe(200);
      await expect.poll(visible, { timeout: 5000, interval: 25 }).toBe(false);
      // The rebuilt model, not only the database fallback, leaves it out.
      await expect.poll(() => other.app.catalogue.model('LUCKYNOVA') !== undefined, { timeout: 5000 }).toBe(true);
      expect(await visible()).toBe(false);
    } finally {
      await other.app.close();
    }
  });
});
