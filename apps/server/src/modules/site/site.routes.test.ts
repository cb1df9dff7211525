import { API_PATHS } from '@lobby/contract/core';
import type { GameListResponse } from '@lobby/contract/games';
import { siteResponseSchema } from '@lobby/contract/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('merchant resolution and GET /api/v1/site on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const site = async (headers: Record<string, string>) => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, API_PATHS.site, headers);
    expect(status).toBe(200);
    return siteResponseSchema.parse(body.value);
  };
  const games = async (query: string, headers: Record<string, string>) =>
    (await getJson<Ok<GameListResponse>>(t.app, `${API_PATHS.games}?${query}`, headers)).body.value;

  it('serves the default merchant to an unknown host', async () => {
    expect(await site({ host: 'unknown.example' })).toMatchObject({
      merchantCode: 'LUCKYNOVA',
      name: 'Lucky Nova',
      wallet: { currency: 'USD' },
    });
  });

  it('resolves the merchant from the host, ignoring port and case', async () => {
    const reef = await site({ host: 'GoldenReef.test:8443' });
    expect(reef).toMatchObject({
      merchantCode: 'GOLDREEF',
      name: 'Golden Reef',
      defaultLanguage: 'id',
      languages: ['id', 'en'],
      wallet: { currency: 'IDR' },
    });
    expect(reef.logoUrl).toBe('/media/merchants/GOLDREEF-logo.png');
    expect(reef.flags.CBS3).toBe(false);
    expect(reef.flags.REWCEN3).toBe(true);
  });

  it('lets the Merchant header choose only among the merchants of the host', async () => {
    expect((await site({ host: 'localhost:3000', merchant: 'GOLDREEF' })).merchantCode).toBe('GOLDREEF');
    expect((await site({ host: 'localhost:3000' })).merchantCode).toBe('LUCKYNOVA');
    // luckynova.test does not list GOLDREEF: the header cannot reach it.
    expect((await site({ host: 'luckynova.test', merchant: 'GOLDREEF' })).merchantCode).toBe('LUCKYNOVA');
    expect((await site({ host: 'goldenreef.test', merchant: 'LUCKYNOVA' })).merchantCode).toBe('GOLDREEF');
    expect((await site({ host: 'localhost', merchant: "x' or 1=1" })).merchantCode).toBe('LUCKYNOVA');
  });

  it('keeps catalogues apart: each host sees only its merchant’s games', async () => {
    const reef = await games('pageSize=200', { host: 'goldenreef.test' });
    const nova = await games('pageSize=200', { host: 'luckynova.test' });
    expect(reef.totalCount).toBeGreaterThan(0);
    expect(reef.totalCount).not.toBe(nova.totalCount);
    const reefIds = new Set(reef.games.map((game) => game.nodeId));
    expect(nova.games.some((game) => reefIds.has(game.nodeId))).toBe(false);
    expect((await games('gameName=reef%20royale', { host: 'goldenreef.test' })).totalCount).toBe(1);
    expect((await games('gameName=reef%20royale', { host: 'luckynova.test' })).totalCount).toBe(0);
    // The merchant query field is only a hint: it cannot cross into another merchant.
    expect((await games('gameName=reef%20royale&merchant=GOLDREEF', { host: 'luckynova.test' })).totalCount).toBe(0);
  });

  it('keeps the other lists apart too', async () => {
    const reefVendors = (
      await getJson<Ok<Record<string, { vassalage: string }[]>>>(t.app, API_PATHS.vendorGameTypes, {
        host: 'goldenreef.test',
      })
    ).body.value;
    const novaVendors = (await getJson<Ok<Record<string, { vassalage: string }[]>>>(t.app, API_PATHS.vendorGameTypes))
      .body.value;
    expect(reefVendors.RNG?.length).toBeLessThan(novaVendors.RNG?.length ?? 0);
    const reefBanners = (
      await getJson<Ok<{ title: string }[]>>(t.app, `${API_PATHS.banners}?groupName=m_home`, {
        host: 'goldenreef.test',
      })
    ).body.value;
    // Golden Reef speaks Indonesian first: its banners come in its default language.
    expect(reefBanners[0]?.title).toBe('Selamat datang di Golden Reef');
    const reefHot = (
      await getJson<Ok<{ list: { nodeId: string }[] }>>(t.app, API_PATHS.hotGames, { host: 'goldenreef.test' })
    ).body.value;
    // Golden Reef's node ids start at 500,000; its five in-house games sit just below.
    expect(reefHot.list.every((game) => Number(game.nodeId) >= 499_995)).toBe(true);
  });
});
