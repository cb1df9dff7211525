// The shared state with Redis, and what happens when Redis goes away (PGlite: nothing here depends on the driver).
import { API_PATHS } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../../scripts/lib/redis.mjs';
import { DEMO, loginAs } from '../test/accounts';
import { createTestApp, openTestDb, type TestApp } from '../test/app';
import { RATE_LIMIT_NAMESPACE } from './rate-limit-store';

const VISITOR = '10.99.0.1';

describe('shared state in Redis', () => {
  let t: TestApp;
  let redis: { url: string; stop: () => void };
  beforeAll(async () => {
    redis = await startRedis();
    t = await createTestApp('pglite', { config: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await t.close();
    redis.stop();
  });

  const recover = () =>
    t.app.inject({ method: 'POST', url: API_PATHS.emailRecovery, remoteAddress: VISITOR, payload: {} });

  it('counts rate limits in Redis, and in memory while Redis is away: answers never fail or wait on it', async () => {
    for (let i = 0; i < 5; i += 1) expect((await recover()).statusCode).not.toBe(429);
    expect((await recover()).statusCode).toBe(429);
    const keys = await t.app.redis?.keys(`${RATE_LIMIT_NAMESPACE}*`);
    expect(keys?.some((key) => key.endsWith(VISITOR))).toBe(true);

    redis.stop();
    // This instance's own count starts afresh: the limit still holds, per instance.
    for (let i = 0; i < 5; i += 1) expect((await recover()).statusCode).not.toBe(429);
    expect((await recover()).statusCode).toBe(429);
    const health = await t.app.inject({ method: 'GET', url: API_PATHS.health, remoteAddress: VISITOR });
    expect(health.statusCode).toBe(200);
    // A logout cannot tell the other instances, and still ends the session here.
    const session = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const headers = { authorization: `Bearer ${session.token}` };
    expect((await t.app.inject({ method: 'DELETE', url: API_PATHS.session, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.member, headers })).statusCode).toBe(401);
  });

  it('refuses to start when REDIS_URL names a Redis that does not answer', async () => {
    const db = await openTestDb('pglite');
    try {
      await expect(createTestApp('pglite', { db, config: { REDIS_URL: 'redis://127.0.0.1:9' } })).rejects.toThrow(
        /Cannot reach Redis/,
      );
    } finally {
      await db.drop();
    }
  });
});
