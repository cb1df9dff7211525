import { API_PATHS, type Failure } from '@lobby/contract/core';
import { winnersResponseSchema } from '@lobby/contract/winners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wins } from '../../db/schema/index';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('GET /api/v1/winners on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const winners = async (query: string) => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, `${API_PATHS.winners}?${query}`);
    expect(status).toBe(200);
    return winnersResponseSchema.parse(body.value);
  };

  it('lists 20 wins by default, masked, with 2 decimals', async () => {
    const list = await winners('gameCategory=ALL&language=en');
    expect(list).toHaveLength(20);
    for (const winner of list) {
      expect(winner.customerName).toMatch(/^.{1,2}\*\*\*.?$/);
      expect(winner.winAmount).toMatch(/^\d+\.\d{2}$/);
      expect(winner.iconUrl).toMatch(/^\/media\/games\//);
      expect(winner.gameName).not.toBe('');
    }
  });

  it('shows the newest win first, masked and formatted from minor units', async () => {
    await t.db.handle.db.insert(wins).values({
      merchantCode: 'LUCKYNOVA',
      customerName: 'jackpotjoe',
      nodeId: '100000',
      gameType: 'RNG',
      winAmountMinor: 1234567n,
      createdAt: new Date(Date.now() + 60_000),
    });
    // Another merchant's win never shows here.
    await t.db.handle.db.insert(wins).values({
      merchantCode: 'GOLDREEF',
      customerName: 'reefrider',
      nodeId: '500000',
      gameType: 'RNG',
      winAmountMinor: 999n,
      createdAt: new Date(Date.now() + 120_000),
    });
    const [first] = await winners('gameCategory=ALL&limitNum=5');
    expect(first).toMatchObject({ customerName: 'ja***e', winAmount: '12345.67', nodeId: '100000' });
  });

  it('filters by game category and honours limitNum', async () => {
    const live = await winners('gameCategory=LIVE&limitNum=3');
    expect(live.length).toBeLessThanOrEqual(3);
    expect(live.every((winner) => winner.gameType === 'LIVE')).toBe(true);
  });

  it.each(['limitNum=21', 'limitNum=0', 'gameCategory=HOME'])('refuses %s', async (query) => {
    const { status, body } = await getJson<Failure>(t.app, `${API_PATHS.winners}?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'request.invalid', field: query.split('=')[0] });
  });
});
