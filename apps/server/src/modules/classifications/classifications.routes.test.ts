import { API_PATHS, type Failure } from '@lobby/contract/core';
import { classificationsResponseSchema } from '@lobby/contract/vendors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('GET /api/v1/classifications on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const classifications = async (query: string) => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, `${API_PATHS.classifications}?${query}`);
    expect(status).toBe(200);
    return classificationsResponseSchema.parse(body.value);
  };

  it('lists the classifications of a game type in catalogue order', async () => {
    const rng = await classifications('gameType=RNG');
    const keys = rng.map((entry) => entry.key);
    expect(keys).toContain('FeatureBuy');
    expect(keys).toContain('JP');
    expect(keys).not.toContain('Baccarat');
    expect(rng.find((entry) => entry.key === 'FeatureBuy')?.displayName).toBe('Feature Buy');
    const live = await classifications('gameType=LIVE');
    expect(live.map((entry) => entry.key)).toContain('Baccarat');
  });

  it('filters by vendor: only classifications a given vendor has games in', async () => {
    const all = await classifications('gameType=LIVE');
    const one = await classifications('gameType=LIVE&vassalage=EVL');
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThanOrEqual(all.length);
    expect(one.every((entry) => entry.vendors.includes('EVL'))).toBe(true);
    expect(await classifications('gameType=RNG&vassalage=NOSUCH')).toEqual([]);
  });

  it('each listed vendor really has games of that classification', async () => {
    const [first] = await classifications('gameType=RNG&vassalage=PG');
    expect(first).toBeDefined();
    const { body } = await getJson<Ok<{ totalCount: number }>>(
      t.app,
      `${API_PATHS.games}?gameType=RNG&vassalage=PG&gameClassify=${first?.key}`,
    );
    expect(body.value.totalCount).toBeGreaterThan(0);
  });

  it('needs a valid game type', async () => {
    for (const query of ['', 'gameType=BINGO']) {
      const { status, body } = await getJson<Failure>(t.app, `${API_PATHS.classifications}?${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'request.invalid', field: 'gameType' });
    }
  });
});
