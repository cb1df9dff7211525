import { API_PATHS, type Failure } from '@lobby/contract/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendJson } from '../../test/accounts';

describe.each(DRIVERS)('a single-session site on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const member = (token: string) => sendJson<Failure>(t.app, 'GET', API_PATHS.member, undefined, token);

  it('lets sessions live side by side by default', async () => {
    const first = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    expect((await member(first.token)).status).toBe(200);
  });

  it('ends the earlier session when the merchant asks for one session per member', async () => {
    await t.db.handle.db
      .update(merchants)
      .set({ settings: sql`jsonb_set(${merchants.settings}, '{auth}', '{"singleSession": true}')` })
      .where(eq(merchants.code, 'LUCKYNOVA'));
    t.app.catalogue.clearCaches();
    const first = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const second = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const ended = await member(first.token);
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('session.ended');
    expect((await member(second.token)).status).toBe(200);
  });
});
