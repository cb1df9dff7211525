import type { Session } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginThrottles, smsCodes } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { codeIn, DEMO, lastMessageTo, nextAddress, sendEncrypted, solvedCaptcha } from '../../test/accounts';
import { SMS_LIMITS } from './sms.service';

/** Either envelope, loosely: tests look at value on success and code on failure. */
type Answer<T> = { success: boolean; value: T; code: string; field?: string };
const PHONE = `${DEMO.player.dialing}${DEMO.player.mobile}`;

describe.each(DRIVERS)('SMS codes and SMS login on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  // Each case starts without earlier failed logins of the number (those would ask for a captcha).
  beforeEach(async () => {
    await t.db.handle.db.delete(loginThrottles);
  });

  const requestCode = async (mobileNum: string, purpose = 'login', ip = nextAddress()) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.smsCode,
      remoteAddress: ip,
      payload: { purpose, mobileNum, countryDialingCode: DEMO.player.dialing, ...(await solvedCaptcha(t.app)) },
    });
    return { status: response.statusCode, body: response.json() as Answer<{ expirationTime: number }> };
  };
  const smsLogin = (code: string) =>
    sendEncrypted<Answer<Session>>(t.app, API_PATHS.login, {
      type: 'sms',
      countryDialingCode: DEMO.player.dialing,
      username: DEMO.player.mobile,
      password: code,
    });
  const expireCodes = () => t.db.handle.db.update(smsCodes).set({ createdAt: sql`now() - interval '2 minutes'` });

  it('needs a solved captcha before it sends anything', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.smsCode,
      payload: {
        purpose: 'login',
        mobileNum: DEMO.player.mobile,
        countryDialingCode: '+62',
        captcha: '1',
        captchaKey: 'nope',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'captcha.invalid', field: 'captcha' });
    const sent = await t.db.handle.db.select().from(smsCodes).where(eq(smsCodes.phone, PHONE));
    expect(sent).toHaveLength(0);
  });

  it('sends a code to the outbox that logs the member in once, and only once', async () => {
    const before = Date.now();
    const { status, body } = await requestCode(DEMO.player.mobile);
    expect(status).toBe(200);
    expect(body.value.expirationTime).toBeGreaterThan(before + SMS_LIMITS.ttlMs - 5000);
    const code = codeIn((await lastMessageTo(t.app, PHONE)).body);
    const first = await smsLogin(code);
    expect(first.status).toBe(200);
    expect(first.body.value.userName).toBe('demo');
    const again = await smsLogin(code);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('login.failed');
  });

  it('allows one code per number per minute', async () => {
    await expireCodes();
    expect((await requestCode(DEMO.player.mobile)).status).toBe(200);
    const second = await requestCode(DEMO.player.mobile);
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('rate.limited');
  });

  it('refuses an expired code and stops after too many wrong tries', async () => {
    await expireCodes();
    await requestCode(DEMO.player.mobile);
    const code = codeIn((await lastMessageTo(t.app, PHONE)).body);
    await t.db.handle.db.update(smsCodes).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await smsLogin(code)).body.code).toBe('login.failed');

    await expireCodes();
    await requestCode(DEMO.player.mobile);
    const fresh = codeIn((await lastMessageTo(t.app, PHONE)).body);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS_LIMITS.maxAttempts; i += 1) {
      await t.db.handle.db.delete(loginThrottles);
      expect((await smsLogin(wrong)).body.code).toBe('login.failed');
    }
    await t.db.handle.db.delete(loginThrottles);
    expect((await smsLogin(fresh)).body.code).toBe('login.failed');
  });

  it('keeps a code to its purpose: a register code does not log in', async () => {
    await expireCodes();
    await requestCode(DEMO.player.mobile, 'register');
    const code = codeIn((await lastMessageTo(t.app, PHONE)).body);
    expect((await smsLogin(code)).body.code).toBe('login.failed');
  });

  it('limits one address asking for many numbers', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= SMS_LIMITS.perAddressPerHour; i += 1)
      statuses.push((await requestCode(`8100000${100 + i}`, 'login', ip)).status);
    expect(statuses.slice(0, SMS_LIMITS.perAddressPerHour).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses wrong types and hostile numbers with a catalogue code', async () => {
    for (const mobileNum of ["81'; DROP TABLE members;--", '<script>', 812345, '1'.repeat(21)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.smsCode,
        payload: { purpose: 'login', mobileNum, countryDialingCode: '+62', captcha: '1', captchaKey: 'k' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'request.invalid', field: 'mobileNum' });
    }
  });
});
