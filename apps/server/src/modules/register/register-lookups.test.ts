import { API_PATHS, type Failure } from '@lobby/contract/core';
import { registerSettingsSchema } from '@lobby/contract/register';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { nextAddress } from '../../test/accounts';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('register popup settings and checks on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('serves the settings and rules of the register popup in the asked language', async () => {
    const en = await getJson<Ok<unknown>>(t.app, API_PATHS.registerSettings);
    expect(en.status).toBe(200);
    const settings = registerSettingsSchema.parse(en.body.value);
    expect(settings).toMatchObject({
      kinds: ['username', 'mobile'],
      defaultKind: 'username',
      mobileVerification: true,
    });
    expect(settings.rules.username.map((rule) => rule.field)).toContain('password');
    expect(settings.rules.mobile.map((rule) => rule.field)).toContain('verificationCode');
    const id = await getJson<Ok<typeof settings>>(t.app, `${API_PATHS.registerSettings}?language=id`);
    expect(id.body.value.rules.username[0]?.messages.required).toBe('Silakan masukkan nama pengguna.');
    const bad = await getJson<Failure>(t.app, `${API_PATHS.registerSettings}?language=xx`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'request.invalid', field: 'language' });
  });

  it('checks usernames case-insensitively', async () => {
    for (const [username, available] of [
      ['demo', false],
      ['DeMo', false],
      ['freshname', true],
      ["demo' OR '1'='1", true],
    ] as const) {
      const url = `${API_PATHS.usernameCheck}?username=${encodeURIComponent(username)}`;
      const { status, body } = await getJson<Ok<{ available: boolean }>>(t.app, url);
      expect(status).toBe(200);
      expect(body.value.available).toBe(available);
    }
    for (const query of ['', '?username=', `?username=${'a'.repeat(65)}`]) {
      const { status, body } = await getJson<Failure>(t.app, `${API_PATHS.usernameCheck}${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'request.invalid', field: 'username' });
    }
  });

  it("verifies invitation codes: an active agent's, in any case", async () => {
    for (const [code, valid] of [
      ['NOVA2026', true],
      ['nova2026', true],
      ['NOVA2027', false],
      ["' OR 1=1 --", false],
    ] as const) {
      const url = `${API_PATHS.affiliateCheck}?code=${encodeURIComponent(code)}&domain=luckynova.test`;
      const { status, body } = await getJson<Ok<{ valid: boolean }>>(t.app, url);
      expect(status).toBe(200);
      expect(body.value.valid).toBe(valid);
    }
    const missing = await getJson<Failure>(t.app, API_PATHS.affiliateCheck);
    expect(missing.body).toMatchObject({ code: 'request.invalid', field: 'code' });
  });

  it('rate-limits the username check per address', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const url = `${API_PATHS.usernameCheck}?username=probe${i}`;
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
