import { API_PATHS } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

import { DEV_IDENTITY_PREFIX } from '../auth/dev-identity.routes';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('the outbox on %s', (driver) => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp(driver);
    production = await createTestApp(driver, { config: { NODE_ENV: 'production' }, db: dev.db });
  });
  afterAll(async () => {
    await production.close();
    await dev.close();
  });

  it('lists kept messages newest first, filtered by recipient', async () => {
    await dev.app.sender.sms('LUCKYNOVA', '+6280000001', 'first');
    await dev.app.sender.email('LUCKYNOVA', 'a@b.test', 'Reset', 'second');
    await dev.app.sender.sms('LUCKYNOVA', '+6280000001', 'third');
    const all = await getJson<Ok<{ body: string }[]>>(dev.app, API_PATHS.outbox);
    expect(all.body.value.map((m) => m.body).slice(0, 3)).toEqual(['third', 'second', 'first']);
    const one = await getJson<Ok<{ body: string; channel: string }[]>>(dev.app, `${API_PATHS.outbox}?to=%2B6280000001`);
    expect(one.body.value.map((m) => m.body)).toEqual(['third', 'first']);
    expect(one.body.value[0]?.channel).toBe('sms');
  });

  it('does not exist in production, and neither do captcha answers nor the stand-in identity provider', async () => {
    expect((await getJson(production.app, API_PATHS.outbox)).status).toBe(404);
    expect((await getJson(production.app, `${DEV_IDENTITY_PREFIX}/jwks`)).status).toBe(404);
    const standIn = { method: 'PUT' as const, url: `${DEV_IDENTITY_PREFIX}/merchant`, payload: { enabled: true } };
    expect((await production.app.inject(standIn)).statusCode).toBe(404);
    expect((await getJson(dev.app, `${DEV_IDENTITY_PREFIX}/jwks`)).status).toBe(200);
    expect((await getJson(production.app, '/api/dev/captcha?key=x')).status).toBe(404);
    expect(production.app.outbox).toBeUndefined();
  });

  it('stays off in production even when a configuration object forces the outbox on', async () => {
    // The environment cannot ask for it (config.ts refuses); a hand-made configuration is refused here too.
    const forced = { ...loadConfig({ NODE_ENV: 'production', DATA_DIR: production.dataDir }), MESSAGE_OUTBOX: true };
    const app = await createTestApp(driver, { config: forced, db: dev.db });
    try {
      expect((await getJson(app.app, API_PATHS.outbox)).status).toBe(404);
      const captcha = await getJson<Ok<{ captchaKey: string }>>(app.app, API_PATHS.captcha);
      expect(captcha.status).toBe(200);
      const key = captcha.body.value.captchaKey;
      expect((await getJson(app.app, `/api/dev/captcha?key=${key}`)).status).toBe(404);
      expect(app.app.outbox).toBeUndefined();
      expect(app.app.captcha.revealed(key)).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
