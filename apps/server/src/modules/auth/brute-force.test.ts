import { API_PATHS, type Failure } from '@lobby/contract/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema/index';
import { DEFAULT_AUTH_SETTINGS } from '../site/auth-settings';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { DEMO, nextAddress, sendEncrypted, solvedCaptcha } from '../../test/accounts';

const { captchaAfterFailures, addressCaptchaAfterFailures, lockAfterFailures } = DEFAULT_AUTH_SETTINGS;

describe.each(DRIVERS)('repeated wrong passwords on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const attempt = (password: string, extra: object = {}, ip = nextAddress()) =>
    sendEncrypted<Failure>(
      t.app,
      API_PATHS.login,
      { type: 'username', username: DEMO.agent.username, password, ...extra },
      { ip },
    );

  it('asks for a captcha, then locks the account, and the right password works once the lock ends', async () => {
    for (let i = 1; i < captchaAfterFailures; i += 1) {
      const { body } = await attempt('Wrong1234');
      expect(body).toMatchObject({ code: 'login.failed', value: { captcha: false } });
    }
    const tipping = await attempt('Wrong1234');
    expect(tipping.body).toMatchObject({ code: 'login.failed', value: { captcha: true } });

    const withoutCaptcha = await attempt(DEMO.agent.password);
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.body).toMatchObject({ code: 'login.captcha.required', value: { captcha: true } });

    const wrongCaptcha = await attempt(DEMO.agent.password, {
      captcha: '999',
      captchaKey: (await solvedCaptcha(t.app)).captchaKey,
    });
    expect(wrongCaptcha.body.code).toBe('captcha.invalid');

    let last: Failure | undefined;
    for (let i = captchaAfterFailures; i < lockAfterFailures; i += 1) {
      last = (await attempt('Wrong1234', await solvedCaptcha(t.app))).body;
    }
    expect(last?.code).toBe('login.locked');
    expect(last?.value?.retryAfterSeconds).toBeGreaterThan(0);

    const locked = await attempt(DEMO.agent.password, await solvedCaptcha(t.app));
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('login.locked');

    // The lock ends (moved into the past, as time would).
    await t.db.handle.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'`, windowStartedAt: sql`now() - interval '1 hour'` })
      .where(and(eq(loginThrottles.merchantCode, 'LUCKYNOVA'), eq(loginThrottles.key, `user:${DEMO.agent.username}`)));
    const after = await attempt(DEMO.agent.password);
    expect(after.status).toBe(200);
  });

  it('counts failures per address too: one address guessing many accounts meets the captcha', async () => {
    const ip = nextAddress();
    const guess = (username: string, password = 'Wrong1234', extra: object = {}) =>
      sendEncrypted<Failure>(t.app, API_PATHS.login, { type: 'username', username, password, ...extra }, { ip });
    for (let i = 0; i < addressCaptchaAfterFailures; i += 1) {
      const { body } = await guess(`guess${i}`);
      // Many people share a carrier address: a few failures there do not ask everyone for a captcha.
      expect(body.value?.captcha).toBe(i + 1 >= addressCaptchaAfterFailures);
    }
    const next = await guess(DEMO.player.username, DEMO.player.password);
    expect(next.body.code).toBe('login.captcha.required');
    const solved = await guess(DEMO.player.username, DEMO.player.password, await solvedCaptcha(t.app));
    expect(solved.status).toBe(200);
  });

  it('uses a captcha once only', async () => {
    const ip = nextAddress();
    for (let i = 0; i < captchaAfterFailures; i += 1) {
      await sendEncrypted(
        t.app,
        API_PATHS.login,
        { type: 'username', username: 'nobody1', password: 'Wrong1234' },
        { ip },
      );
    }
    const captcha = await solvedCaptcha(t.app);
    const body = { type: 'username', username: 'nobody1', password: 'Wrong1234', ...captcha };
    expect((await sendEncrypted<Failure>(t.app, API_PATHS.login, body, { ip })).body.code).toBe('login.failed');
    expect((await sendEncrypted<Failure>(t.app, API_PATHS.login, body, { ip })).body.code).toBe('captcha.invalid');
  });
});
