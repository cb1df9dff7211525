import { API_PATHS, type Failure } from '@lobby/contract/core';
import { COCKFIGHT_VENDORS, ESPORTS_VENDORS, GAME_TYPES, buildCategoryMenu, prizeMode } from '@lobby/contract/games';
import { vendorGameTypesResponseSchema, vendorSortingResponseSchema } from '@lobby/contract/vendors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('vendor routes on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('maps every game type to its vendors with icons and game counts', async () => {
    const { status, body } = await getJson<Ok<unknown>>(
      t.app,
      `${API_PATHS.vendorGameTypes}?typeId=1&merchant=LUCKYNOVA`,
    );
    expect(status).toBe(200);
    const mapping = vendorGameTypesResponseSchema.parse(body.value);
    expect(Object.keys(mapping).sort()).toEqual([...GAME_TYPES].sort());
    expect(mapping.RNG.slice(0, 4).map((vendor) => vendor.vassalage)).toEqual(['JL', 'PG', 'PP', 'JDB']);
    const jl = mapping.RNG[0];
    expect(jl).toMatchObject({
      displayName: 'JILI',
      isHot: 1,
      iconBlack: '/media/vendors/JL-BLACK.png',
      iconWhite: '/media/vendors/JL-WHITE.png',
    });
    expect(jl?.gameCount).toBeGreaterThan(0);
    const sports = mapping.SPORTS.map((vendor) => vendor.vassalage);
    for (const code of [...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS]) expect(sports).toContain(code);
    expect(prizeMode(mapping)).toBe('Elott');
  });

  it('the game counts agree with the game list', async () => {
    const mapping = vendorGameTypesResponseSchema.parse(
      (await getJson<Ok<unknown>>(t.app, API_PATHS.vendorGameTypes)).body.value,
    );
    const pg = mapping.RNG.find((vendor) => vendor.vassalage === 'PG');
    const list = await getJson<Ok<{ totalCount: number }>>(
      t.app,
      `${API_PATHS.games}?gameType=RNG&vassalage=PG&gameName=a`,
    );
    const all = await getJson<Ok<{ totalCount: number }>>(t.app, `${API_PATHS.games}?gameType=RNG&vassalage=PG`);
    expect(all.body.value.totalCount).toBe(pg?.gameCount);
    expect(list.body.value.totalCount).toBeLessThanOrEqual(all.body.value.totalCount);
  });

  it('refuses a typeId other than 1', async () => {
    const { status, body } = await getJson<Failure>(t.app, `${API_PATHS.vendorGameTypes}?typeId=2`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'request.invalid', field: 'typeId' });
  });

  it('lists the vendor sorting in menu order, ready for the category split', async () => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, API_PATHS.vendorSorting);
    expect(status).toBe(200);
    const sorting = vendorSortingResponseSchema.parse(body.value);
    expect(sorting.map((entry) => entry.gameCategory)).toEqual([...GAME_TYPES]);
    expect(sorting[0]?.vendorNames[0]).toEqual({ vassalage: 'JL', accountTypeName: 'JILI' });
    const menu = buildCategoryMenu(sorting).map((item) => item.gameCategory);
    expect(menu[0]).toBe('HOME');
    expect(menu.indexOf('ESPORTS')).toBe(menu.indexOf('SPORTS') + 1);
    expect(menu.at(-1)).toBe('COCKFIGHT');
  });
});
