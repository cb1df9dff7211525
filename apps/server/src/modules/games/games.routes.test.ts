import { API_PATHS, type Failure } from '@lobby/contract/core';
import {
  GAME_SORTS,
  gameListQuerySchema,
  gameListResponseSchema,
  hotGamesResponseSchema,
  type GameListResponse,
} from '@lobby/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { CATALOGUE_GAMES } from '../../test/constants';
import { createGamesRepository } from './games.repository';
import { createGamesService } from './games.service';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('GET /api/v1/games on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const { status, body } = await getJson<Ok<GameListResponse>>(t.app, `${API_PATHS.games}?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return gameListResponseSchema.parse(body.value);
  };
  const refuse = async (query: string) => {
    const { status, body } = await getJson<Failure>(t.app, `${API_PATHS.games}?${query}`);
    return { status, body };
  };
  /** Every game of a filter, page by page. */
  const all = async (query: string) => {
    const first = await list(`${query}&pageSize=200&pageNo=1`);
    const games = [...first.games];
    for (let page = 2; page <= first.totalPages; page++)
      games.push(...(await list(`${query}&pageSize=200&pageNo=${page}`)).games);
    return { games, totalCount: first.totalCount };
  };

  describe('paging', () => {
    it('answers the default merchant catalogue with page math', async () => {
      const page = await list('pageNo=1&pageSize=36');
      expect(page.totalCount).toBe(CATALOGUE_GAMES);
      expect(page.pageNum).toBe(1);
      expect(page.totalPages).toBe(Math.ceil(CATALOGUE_GAMES / 36));
      expect(page.games).toHaveLength(36);
    });

    it('uses page size 36 and page 1 by default', async () => {
      const page = await list('platform=html5');
      expect(page.games).toHaveLength(36);
      expect(page.pageNum).toBe(1);
    });

    it('returns the remainder on the last page and nothing beyond it', async () => {
      const totalPages = Math.ceil(CATALOGUE_GAMES / 36);
      const last = await list(`pageNo=${totalPages}&pageSize=36`);
      expect(last.games).toHaveLength(CATALOGUE_GAMES - (totalPages - 1) * 36);
      const beyond = await list(`pageNo=${totalPages + 1}&pageSize=36`);
      expect(beyond.games).toEqual([]);
      expect(beyond.pageNum).toBe(totalPages + 1);
      expect(beyond.totalPages).toBe(totalPages);
      expect(beyond.totalCount).toBe(CATALOGUE_GAMES);
    });

    it('pages in a stable order without duplicates or gaps', async () => {
      const { games, totalCount } = await all('gameType=RNG');
      const ids = games.map((game) => game.nodeId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(totalCount);
      const again = await list('gameType=RNG&pageSize=10&pageNo=3');
      expect(again.games.map((game) => game.nodeId)).toEqual(ids.slice(20, 30));
    });

    it('answers an empty page for a filter that matches nothing', async () => {
      const page = await list('gameName=zzqqxx');
      expect(page).toEqual({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 });
    });
  });

  describe('filters', () => {
    it('filters by game type, and the counts of all types add up', async () => {
      let sum = 0;
      for (const type of ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']) {
        const { games, totalCount } = await all(`gameType=${type}`);
        expect(games.every((game) => game.gameType === type)).toBe(true);
        expect(games).toHaveLength(totalCount);
        sum += totalCount;
      }
      expect(sum).toBe(CATALOGUE_GAMES);
    });

    it('filters by one provider and by a comma-separated provider list', async () => {
      const jl = await all('gameType=RNG&vassalage=JL');
      expect(jl.totalCount).toBeGreaterThan(0);
      expect(jl.games.every((game) => game.vassalage === 'JL' && game.gameType === 'RNG')).toBe(true);
      const esports = await all('gameType=SPORTS&vassalage=AV,AI,IMES,TF,IA');
      expect(esports.totalCount).toBeGreaterThan(0);
      expect(new Set(esports.games.map((game) => game.vassalage)).size).toBeGreaterThan(1);
      expect(esports.games.every((game) => ['AV', 'AI', 'IMES', 'TF', 'IA'].includes(game.vassalage))).toBe(true);
    });

    it('filters by classification', async () => {
      const { games, totalCount } = await all('gameType=RNG&gameClassify=FeatureBuy');
      expect(totalCount).toBeGreaterThan(0);
      expect(games.every((game) => game.gameClassifyNew.includes('FeatureBuy'))).toBe(true);
      const everything = await all('gameType=RNG');
      expect(totalCount).toBe(everything.games.filter((game) => game.gameClassifyNew.includes('FeatureBuy')).length);
    });

    it('filters by minimum bet, minimum lines and the new flag', async () => {
      const everything = (await all('gameType=RNG')).games;
      const minBet = await all('gameType=RNG&minBet=0.5');
      expect(minBet.totalCount).toBe(everything.filter((game) => game.minBet >= 0.5).length);
      const minLine = await all('gameType=RNG&minLine=243');
      expect(minLine.totalCount).toBe(everything.filter((game) => game.minLine >= 243).length);
      const fresh = await all('gameType=RNG&isNew=1');
      expect(fresh.totalCount).toBe(everything.filter((game) => game.isNew).length);
      expect(fresh.totalCount).toBeGreaterThan(0);
      const notFiltered = await list('gameType=RNG&isNew=0');
      expect(notFiltered.totalCount).toBe(everything.length);
    });

    it('returns every field of a game, with plausible values', async () => {
      const [game] = (await list('gameType=LIVE&pageSize=1')).games;
      expect(game).toBeDefined();
      expect(game?.roomId).toMatch(/\S/);
      expect(game?.iconUrl).toMatch(/^\/media\/games\/[0-9a-f]+\.webp$/);
      expect(game?.displayName).not.toBe('');
      expect(game?.rtp).toBeGreaterThan(90);
      const [lotto] = (await list('gameType=ELOTT&pageSize=1')).games;
      expect(lotto?.lottoMode).toBe('Elott');
    });
  });

  describe('name search', () => {
    it('matches a case-insensitive substring', async () => {
      const sample = (await list('gameType=RNG&pageSize=1')).games[0];
      expect(sample).toBeDefined();
      const name = sample?.gameName ?? '';
      const part = name.slice(1, Math.min(name.length, 6));
      const upper = await all(`gameName=${encodeURIComponent(part.toUpperCase())}`);
      const lower = await all(`gameName=${encodeURIComponent(part.toLowerCase())}`);
      expect(upper.totalCount).toBeGreaterThan(0);
      expect(upper.totalCount).toBe(lower.totalCount);
      expect(upper.games.every((game) => game.gameName.toLowerCase().includes(part.toLowerCase()))).toBe(true);
      expect(upper.games.map((game) => game.nodeId)).toContain(sample?.nodeId);
    });

    it('ignores surrounding spaces and combines with the game type', async () => {
      const plain = await list('gameName=fish&gameType=FISH');
      const padded = await list(`gameName=${encodeURIComponent('  FISH  ')}&gameType=FISH`);
      expect(padded.totalCount).toBe(plain.totalCount);
      expect(plain.games.every((game) => game.gameType === 'FISH')).toBe(true);
    });

    it('treats SQL fragments and LIKE wildcards literally', async () => {
      for (const attack of ["' OR 1=1 --", '%', '_', '%%', '\\', "'; drop table games; --"]) {
        const page = await list(`gameName=${encodeURIComponent(attack)}`);
        expect(page.totalCount, attack).toBe(0);
      }
      expect((await list('pageSize=1')).totalCount).toBe(CATALOGUE_GAMES);
    });
  });

  describe('sort', () => {
    const names = (games: GameListResponse['games']) => games.map((game) => game.gameName.toLowerCase());

    it('keeps the operator order as popular, the default', async () => {
      const plain = await all('gameType=RNG');
      expect((await all('gameType=RNG&sort=popular')).games).toEqual(plain.games);
    });

    it('orders A to Z, by RTP and by online date over every page, with the same totalCount', async () => {
      const plain = await all('gameType=RNG');
      const byName = await all('gameType=RNG&sort=name');
      expect(byName.totalCount).toBe(plain.totalCount);
      expect(names(byName.games)).toEqual([...names(plain.games)].sort());
      const byRtp = await all('gameType=RNG&sort=rtp');
      const rtps = byRtp.games.map((game) => game.rtp);
      expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
      expect(new Set(byRtp.games.map((game) => game.nodeId)).size).toBe(plain.totalCount);
      // The seed puts new games online in the last 60 days and the others before: newest lists them first.
      const newest = (await all('sort=newest')).games.map((game) => game.isNew);
      expect(newest.indexOf(false)).toBe(newest.filter(Boolean).length);
    });

    it('pages a sorted list in a stable order', async () => {
      const { games } = await all('gameType=RNG&sort=rtp');
      const page = await list('gameType=RNG&sort=rtp&pageSize=10&pageNo=3');
      expect(page.games.map((game) => game.nodeId)).toEqual(games.slice(20, 30).map((game) => game.nodeId));
      expect(page.totalCount).toBe(games.length);
    });

    it('sorts filtered lists and search results as the database does', async () => {
      const fromDb = createGamesService(createGamesRepository(t.db.handle.db), 0);
      const queries = ['gameType=LIVE', 'gameName=dragon', 'vassalage=PG,JL&pageNo=2', 'isNew=1', ''];
      for (const sort of GAME_SORTS) {
        for (const query of queries) {
          const raw = Object.fromEntries(new URLSearchParams(`${query}&sort=${sort}&pageSize=12`));
          const expected = await fromDb.list('LUCKYNOVA', gameListQuerySchema.parse(raw));
          expect(await list(`${query}&sort=${sort}&pageSize=12`), `${sort} ${query}`).toEqual(expected);
        }
      }
    });
  });

  describe('bounds', () => {
    it.each([
      ['pageSize=201', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['pageSize=abc', 'pageSize'],
      ['pageNo=0', 'pageNo'],
      ['pageNo=1.5', 'pageNo'],
      ['pageNo=10001', 'pageNo'],
      ['gameType=CASINO', 'gameType'],
      ['gameClassify=Nope', 'gameClassify'],
      [`gameName=${'x'.repeat(65)}`, 'gameName'],
      ['vassalage=JL;DROP', 'vassalage'],
      ['minBet=-1', 'minBet'],
      ['minBet=ten', 'minBet'],
      ['minLine=5000', 'minLine'],
      ['isNew=2', 'isNew'],
      ['platform=ios', 'platform'],
      ['sort=hot', 'sort'],
      ['sort=NAME', 'sort'],
      ['language=fr', 'language'],
    ])('refuses %s naming %s', async (query, field) => {
      const { status, body } = await refuse(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'request.invalid', field });
      expect(body.message).toContain(field);
    });

    it('treats an empty provider or name as no filter (the "all" tab)', async () => {
      const page = await list('gameType=RNG&vassalage=&gameName=&gameClassify=');
      expect(page.totalCount).toBe((await list('gameType=RNG')).totalCount);
    });

    it('accepts the largest page size and drops unknown fields', async () => {
      const page = await list('pageSize=200&unknownField=1&clientType=2&imgSize=1');
      expect(page.games).toHaveLength(200);
    });
  });
});

describe.each(DRIVERS)('GET /api/v1/games/hot on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('lists the hot games under value.list', async () => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, `${API_PATHS.hotGames}?isPlatform=2&platform=html5`);
    expect(status).toBe(200);
    const { list } = hotGamesResponseSchema.parse(body.value);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((game) => game.isHot)).toBe(true);
  });
});
