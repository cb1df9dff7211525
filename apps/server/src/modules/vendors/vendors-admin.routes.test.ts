import type { AdminProvider } from '@lobby/contract/admin/games';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { GameListResponse } from '@lobby/contract/games';
import type { VendorGameTypes, VendorSortingEntry } from '@lobby/contract/vendors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
/** A change's answer, read as success or failure by the test. */
type Answer<T> = { value: T; code: string; field?: string };

describe.each(DRIVERS)('operator providers API on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    editor = (await operatorSession(t.app, 'editor')).token;
  });
  afterAll(() => t.close());

  const providers = async (token = editor, headers: Record<string, string> = {}) => {
    const response = await adminCall<Ok<AdminProvider[]>>(
      t.app,
      token,
      'GET',
      ADMIN_PATHS.providers,
      undefined,
      headers,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.value;
  };
  const change = (code: string, body: unknown, token = editor) =>
    adminCall<Answer<AdminProvider>>(t.app, token, 'PATCH', `${ADMIN_PATHS.providers}/${code}`, body);
  const cards = async () => (await getJson<Ok<VendorGameTypes>>(t.app, API_PATHS.vendorGameTypes)).body.value;
  const menu = async () => (await getJson<Ok<VendorSortingEntry[]>>(t.app, API_PATHS.vendorSorting)).body.value;
  const gamesOf = async (vassalage: string) =>
    (await getJson<Ok<GameListResponse>>(t.app, `${API_PATHS.games}?vassalage=${vassalage}`)).body.value.totalCount;

  it('lists the providers in order with their game types, categories and game counts', async () => {
    const list = await providers();
    expect(list.slice(0, 2).map((p) => p.vassalage)).toEqual(['JL', 'PG']);
    const orders = list.map((p) => p.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const pg = list.find((p) => p.vassalage === 'PG');
    expect(pg).toMatchObject({ enabled: true, displayName: expect.any(String) });
    expect(pg?.categories).toEqual(pg?.gameTypes);
    expect(pg?.gameCount).toBeGreaterThan(0);
  });

  it('a disabled provider loses its cards and its games, and gets them back when enabled', async () => {
    const before = await gamesOf('PG');
    expect(before).toBeGreaterThan(0);
    const off = await change('PG', { enabled: false });
    expect(off.body.value.enabled).toBe(false);
    expect((await cards()).RNG.map((v) => v.vassalage)).not.toContain('PG');
    expect((await menu()).flatMap((entry) => entry.vendorNames.map((v) => v.vassalage))).not.toContain('PG');
    expect(await gamesOf('PG')).toBe(0);
    const rng = (await getJson<Ok<GameListResponse>>(t.app, `${API_PATHS.games}?gameType=RNG&pageSize=200`)).body.value;
    expect(rng.games.some((g) => g.vassalage === 'PG')).toBe(false);

    await change('PG', { enabled: true });
    expect((await cards()).RNG.map((v) => v.vassalage)).toContain('PG');
    expect(await gamesOf('PG')).toBe(before);
  });

  it('orders providers, swapping with the holder, and shows a card only in the categories chosen', async () => {
    const [jl, pg] = await providers();
    const moved = await change('pg', { order: jl?.order });
    expect(moved.body.value.order).toBe(jl?.order);
    expect((await providers()).slice(0, 2).map((p) => p.vassalage)).toEqual(['PG', 'JL']);
    expect((await cards()).RNG.slice(0, 2).map((v) => v.vassalage)).toEqual(['PG', 'JL']);

    await change('PG', { order: pg?.order });
    expect((await cards()).RNG.slice(0, 2).map((v) => v.vassalage)).toEqual(['JL', 'PG']);

    const multi = (await providers()).find((p) => p.gameTypes.includes('RNG') && p.gameTypes.length > 1);
    const served = multi?.gameTypes ?? [];
    const kept = served.filter((type) => type !== 'RNG');
    const narrowed = await change(multi?.vassalage ?? '', { categories: kept });
    expect(narrowed.body.value.categories).toEqual(kept);
    expect((await cards()).RNG.map((v) => v.vassalage)).not.toContain(multi?.vassalage);
    expect((await cards())[kept[0] ?? 'FISH'].map((v) => v.vassalage)).toContain(multi?.vassalage);
    const rngMenu = (await menu()).find((entry) => entry.gameCategory === 'RNG');
    expect(rngMenu?.vendorNames.map((v) => v.vassalage)).not.toContain(multi?.vassalage);
    await change(multi?.vassalage ?? '', { categories: served });
    expect((await cards()).RNG.map((v) => v.vassalage)).toContain(multi?.vassalage);
  });

  it('refuses a category the provider has no games in, an unknown provider and bad input', async () => {
    const list = await providers();
    const narrow = list.find((p) => p.gameTypes.length < 7) as AdminProvider;
    const missing = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'].find(
      (type) => !narrow.gameTypes.includes(type as never),
    );
    const refused = await change(narrow.vassalage, { categories: [missing] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'request.invalid', field: 'categories' });
    expect((await change('NOPE', { enabled: false })).body.code).toBe('resource.not.found');
    for (const body of [{}, { enabled: 1 }, { categories: ['CASINO'] }, { displayName: 'x' }])
      expect((await change('PG', body)).status, JSON.stringify(body)).toBe(400);
    expect((await providers()).find((p) => p.vassalage === narrow.vassalage)).toEqual(narrow);
  });

  it('keeps reviewers and finance out, and another merchant sees and changes only its own providers', async () => {
    for (const role of ['reviewer', 'finance'] as const) {
      const { token } = await operatorSession(t.app, role);
      expect((await adminCall(t.app, token, 'GET', ADMIN_PATHS.providers)).status).toBe(403);
      expect((await change('PG', { enabled: false }, token)).status).toBe(403);
    }
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const theirs = await providers(reef.token, { merchant: 'GOLDREEF' });
    const off = await adminCall<Ok<AdminProvider>>(
      t.app,
      reef.token,
      'PATCH',
      `${ADMIN_PATHS.providers}/${theirs[0]?.vassalage}`,
      { enabled: false },
      { merchant: 'GOLDREEF' },
    );
    expect(off.status).toBe(200);
    expect((await providers()).find((p) => p.vassalage === theirs[0]?.vassalage)?.enabled ?? true).toBe(true);
  });
});
