import { rmSync } from 'node:fs';
import type { Banner } from '@lobby/contract/banners';
import type { VendorGameTypes } from '@lobby/contract/vendors';
import { API_PATHS, LOCALE_COOKIES } from '@lobby/contract/core';
import { gameListPaths, type Game, type GameListResponse } from '@lobby/contract/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { webDistWith } from '../../test/first-paint';
import { FIRST_LOGOS } from './provider-pages';

type Ok<T> = { success: true; value: T };

const STRINGS = {
  en: {
    'entry.RNG': 'Slots',
    'entry.LIVE': 'Live casino',
    'entry.HOT': 'Hot games',
    'title.search': 'Search',
    'dataType.all': 'All',
    'entry.PROVIDERS': 'Providers',
    'entry.GAME_CENTER': 'Game center',
    'entry.JACKPOT': 'Jackpots',
    gameCenterCategories: 'Game categories',
    gameCenterProviders: 'Providers',
  },
  id: { 'entry.RNG': 'Slot', 'entry.LIVE': 'Kasino langsung', 'title.search': 'Cari', 'dataType.all': 'Semua' },
};

describe.each(DRIVERS)('first paint of the game lists on %s', (driver) => {
  let t: TestApp;
  let webDist: string;

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const firstPaintOf = (html: string) => /<div\s+id="first-paint"[\s\S]*<div id="root">/.exec(html)?.[0] ?? '';
  const cardNames = (paint: string) =>
    [...paint.matchAll(/<span class="line-clamp-2[^"]*">([^<]*)<\/span>/g)].map((match) => match[1]);
  const games = async (query: string) =>
    (await getJson<Ok<GameListResponse>>(t.app, `${API_PATHS.games}?platform=html5&language=en&${query}`)).body.value
      .games;
  const titleOf = (game: Game) => (game.gameName || game.nodeName).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

  beforeAll(async () => {
    webDist = webDistWith(['inner-page.html', 'lobby-page.html', 'game-list.html', 'provider-groups.html'], STRINGS);
    t = await createTestApp(driver, { config: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('paints the slot list: its banner preloaded first, its title, and the first cards of the list in order', async () => {
    const response = await page('/m/slot-games');
    expect(response.statusCode).toBe(200);
    const paint = firstPaintOf(response.body);
    expect(paint).toContain('data-page="/m/slot-games"');
    expect(paint).toContain('>Slots</div>');
    const [banner] = (await getJson<Ok<Banner[]>>(t.app, `${API_PATHS.banners}?groupName=m_rng&language=en`)).body
      .value;
    expect(banner).toBeDefined();
    expect(response.body).toContain(`<link rel="preload" as="image" href="${banner?.imageUrl}" fetchpriority="high">`);
    const first = await games('gameType=RNG&pageNo=1&pageSize=6');
    expect(cardNames(paint)).toEqual(first.map(titleOf));
    // Under the banner, the cards' art waits for it.
    expect(paint.match(/fetchpriority="low"/g)).toHaveLength(first.length);
    expect(response.body).toContain('<title>Slots');
  });

  it('paints every game list page of the shared table, in the visitor’s language', async () => {
    const cookie = `${LOCALE_COOKIES.language}=id`;
    for (const path of gameListPaths()) {
      const response = await page(path, { cookie });
      expect(firstPaintOf(response.body), path).toContain(`data-page="${path}"`);
      expect(response.body, path).toContain('<html lang="id"');
    }
    expect(firstPaintOf((await page('/m/slot-games', { cookie })).body)).toContain('>Slot</div>');
  });

  it('paints a provider’s own list with that provider chosen', async () => {
    const paint = firstPaintOf((await page('/m/slot-games?vassalage=PG')).body);
    const first = await games('gameType=RNG&vassalage=PG&pageNo=1&pageSize=6');
    expect(first.length).toBeGreaterThan(0);
    expect(cardNames(paint)).toEqual(first.map(titleOf));
    expect(paint).toMatch(/border-gold-400\/70[^"]*"\s*><span class="h-6 w-14"><\/span><span[^>]*>PG Soft</);
  });

  it('paints the game centre of a game type', async () => {
    const live = firstPaintOf((await page('/m/gameCenter?gameType=LIVE')).body);
    expect(live).toContain('>Live casino</div>');
    expect(cardNames(live)).toEqual((await games('gameType=LIVE&pageNo=1&pageSize=6')).map(titleOf));
  });

  it('paints the providers page and the game centre’s hub: every provider under its game type, in order', async () => {
    const byType = (await getJson<Ok<VendorGameTypes>>(t.app, `${API_PATHS.vendorGameTypes}?language=en`)).body.value;
    const providerNames = (paint: string) =>
      [...paint.matchAll(/<span class="max-w-full truncate[^"]*">([^<]*)<\/span>/g)].map((match) => match[1]);
    const expected = Object.values(byType).flatMap((vendors) => vendors.map((vendor) => vendor.displayName));
    expect(expected.length).toBeGreaterThan(3);

    const providers = await page('/m/provider');
    const paint = firstPaintOf(providers.body);
    expect(paint).toContain('data-page="/m/provider"');
    expect(paint).toContain('>Providers</div>');
    expect(paint).toContain('>Slots</div>');
    expect(providerNames(paint)).toEqual(expected.map((name) => name.replace(/&/g, '&amp;')));
    expect(providers.body).toContain('<title>Providers');
    // The first screen's logos come with the page, the first preloaded; the rest, and the hub's, with the app.
    const logos = [...paint.matchAll(/<img src="([^"]*)"/g)].map((match) => match[1]);
    expect(logos).toEqual(
      Object.values(byType)
        .flatMap((vendors) => vendors.map((vendor) => vendor.iconWhite))
        .slice(0, FIRST_LOGOS),
    );
    expect(providers.body).toContain(`<link rel="preload" as="image" href="${logos[0]}" fetchpriority="high">`);

    const hub = firstPaintOf((await page('/m/gameCenter')).body);
    expect(hub).toContain('data-page="/m/gameCenter"');
    expect(hub).toContain('>Game center</div>');
    expect(hub).toContain('>Game categories</div>');
    expect(hub).toMatch(/<\/span>Jackpots<\/span/);
    expect(providerNames(hub)).toEqual(providerNames(paint));
    expect(hub).not.toContain('<img');
  });

  it('paints a search’s first results under the inner header, the first card’s art preloaded', async () => {
    const response = await page('/m/search-games?gameName=Dragon');
    const paint = firstPaintOf(response.body);
    const found = await games('gameName=Dragon&pageNo=1&pageSize=9');
    expect(found.length).toBeGreaterThan(0);
    expect(cardNames(paint)).toEqual(found.map(titleOf));
    expect(paint).toContain('>Search</div>');
    expect(paint).toContain('>Dragon</span>');
    expect(response.body).toContain(`<link rel="preload" as="image" href="${found[0]?.iconUrl}" fetchpriority="high">`);
    // Without a banner the first row's art is the largest paint: it goes first, the rest after.
    expect(paint.match(/fetchpriority="high"/g)).toHaveLength(3);
    // Without a name there is nothing to paint: the app shows its recommendations; lottery has no name search.
    expect(firstPaintOf((await page('/m/search-games')).body)).toBe('');
    expect(firstPaintOf((await page('/m/search-games?gameName=Dragon&gameType=LOTT')).body)).toBe('');
  });

  it('paints the hot games in the merchant’s hot order', async () => {
    const paint = firstPaintOf((await page('/m/hot-games')).body);
    const hot = (await getJson<Ok<{ list: Game[] }>>(t.app, `${API_PATHS.hotGames}?platform=html5&language=en`)).body
      .value.list;
    expect(hot.length).toBeGreaterThan(9);
    expect(paint).toContain('Hot games</div>');
    expect(cardNames(paint)).toEqual(hot.slice(0, 9).map(titleOf));
  });

  it('skips the first paint when the address chooses a tab, filter or order it does not draw', async () => {
    for (const query of ['dataType=hot', 'gameClassify=JP', 'gameName=dragon', 'popup=provider', 'sort=name']) {
      const response = await page(`/m/slot-games?${query}`);
      expect(response.statusCode).toBe(200);
      expect(firstPaintOf(response.body), query).toBe('');
    }
    const sortedSearch = await page('/m/search-games?gameName=fortune&sort=rtp');
    expect(firstPaintOf(sortedSearch.body)).toBe('');
  });

  it('paints each merchant’s own catalogue', async () => {
    const host = { host: 'goldenreef.test' };
    const paint = firstPaintOf((await page('/m/slot-games', host)).body);
    const theirs = (
      await getJson<Ok<GameListResponse>>(
        t.app,
        `${API_PATHS.games}?platform=html5&language=en&gameType=RNG&pageNo=1&pageSize=6`,
        host,
      )
    ).body.value.games;
    expect(cardNames(paint)).toEqual(theirs.map(titleOf));
    const ours = await games('gameType=RNG&pageNo=1&pageSize=6');
    expect(theirs.map((game) => game.nodeId)).not.toEqual(ours.map((game) => game.nodeId));
  });
});
