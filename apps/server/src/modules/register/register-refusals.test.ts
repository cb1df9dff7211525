import { API_PATHS, isErrorCode, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { DEMO, nextAddress, sendEncrypted, solvedCaptcha } from '../../test/accounts';
import { membersCount, registration, withSettings } from '../../test/account-records';

const HOSTILE = [
  "x' OR '1'='1",
  '<script>alert(1)</script>',
  '1; DROP TABLE members;--',
  '"><img src=x onerror=alert(1)>',
];
const TEXT_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'affiliateCode',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'verificationCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
  'captcha',
  'captchaKey',
  'registerUrl',
  'domain',
  'countryDialingCode',
];
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(DRIVERS)('registration refusals on %s', (driver) => {
  let t: TestApp;
  let before: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    before = await membersCount(t);
  });
  afterAll(() => t.close());

  const register = (body: unknown, ip = nextAddress()) =>
    sendEncrypted<Failure>(t.app, API_PATHS.register, body, { method: 'PUT', ip });
  const expectRefused = async (change: Record<string, unknown>, status: number, code: string, field?: string) => {
    const answer = await register(registration(change));
    expect(answer.status, JSON.stringify(change)).toBe(status);
    expect(answer.body, JSON.stringify(change)).toMatchObject({ code, ...(field ? { field } : {}) });
    return answer.body;
  };

  it('keeps SQL and script fragments out of every text field: a catalogue 4xx, and no member written', async () => {
    for (const field of TEXT_FIELDS) {
      for (const fragment of HOSTILE) {
        const { status, body } = await register(registration({ [field]: fragment }));
        expect(status, `${field}: ${fragment}`).toBeGreaterThanOrEqual(400);
        expect(status, `${field}: ${fragment}`).toBeLessThan(500);
        expect(isErrorCode(body.code)).toBe(true);
        expect(body.field, `${field}: ${fragment}`).toBe(field);
      }
    }
    expect(await membersCount(t)).toBe(before);
  });

  it('applies the merchant rules, reporting the first failing field with its message', async () => {
    const short = await expectRefused({ username: 'ab' }, 400, 'request.invalid', 'username');
    expect(short.message).toBe('Use 4 to 16 characters.');
    const first = await expectRefused(
      { username: '9lives', password: 'lettersonly' },
      400,
      'request.invalid',
      'username',
    );
    expect(first.message).toBe('Start with a letter; letters and digits only.');
    await expectRefused(
      { password: 'lettersonly', confirmPassword: 'lettersonly' },
      400,
      'request.invalid',
      'password',
    );
    await expectRefused({ email: 'not-an-email' }, 400, 'request.invalid', 'email');
    await expectRefused({ username: undefined }, 400, 'request.invalid', 'username');
    await expectRefused({ paymentPassword: 'short' }, 400, 'request.invalid', 'paymentPassword');
    const indonesian = await sendEncrypted<Failure>(
      t.app,
      `${API_PATHS.register}?language=id`,
      registration({ username: 'ab' }),
      {
        method: 'PUT',
      },
    );
    expect(indonesian.body.message).toBe('Gunakan 4 sampai 16 karakter.');
    expect(await membersCount(t)).toBe(before);
  });

  it('refuses unaccepted terms, mismatched passwords and a bad birthday', async () => {
    await expectRefused({ acceptTerms: false }, 400, 'terms.not.accepted');
    await expectRefused({ confirmPassword: 'Secret124' }, 400, 'password.mismatch', 'confirmPassword');
    for (const birthday of ['1899-12-31', '2001-02-30', yearsAgo(-1), yearsAgo(18, 1), yearsAgo(10)]) {
      await expectRefused({ birthday }, 400, 'request.invalid', 'birthday');
    }
    expect(await membersCount(t)).toBe(before);
  });

  it('refuses taken names and numbers, unknown invitation codes and referrers', async () => {
    await expectRefused({ username: 'DEMO' }, 409, 'username.exists', 'username');
    const mobile = { countryDialingCode: DEMO.player.dialing, mobileNum: DEMO.player.mobile };
    await expectRefused(mobile, 409, 'mobile.exists', 'mobileNum');
    await expectRefused({ mobileNum: '81200000099' }, 400, 'request.invalid', 'countryDialingCode');
    await expectRefused(
      { mobileNum: '81200000099', countryDialingCode: '+1' },
      400,
      'request.invalid',
      'countryDialingCode',
    );
    await expectRefused({ affiliateCode: 'NOVA2027' }, 400, 'affiliate.invalid', 'affiliateCode');
    await expectRefused({ recommenderId: 'nobody99' }, 400, 'referrer.invalid', 'recommenderId');
    expect(await membersCount(t)).toBe(before);
  });

  it('refuses a method the merchant switched off', async () => {
    await withSettings(
      t,
      (settings) => ({ ...settings, flags: { ...settings.flags, USERNAMEREG3: false } }),
      async () => {
        await expectRefused({}, 403, 'permission.denied');
      },
    );
    expect(await membersCount(t)).toBe(before);
  });

  it('needs a solved captcha when the merchant shows one', async () => {
    await withSettings(
      t,
      (settings) => ({ ...settings, auth: { ...settings.auth, registerCaptcha: true } }),
      async () => {
        await expectRefused({}, 400, 'captcha.invalid', 'captcha');
        await expectRefused({ captcha: '12', captchaKey: 'made-up' }, 400, 'captcha.invalid', 'captcha');
        expect(await membersCount(t)).toBe(before);
        const { status } = await register(registration(await solvedCaptcha(t.app)));
        expect(status).toBe(200);
      },
    );
    expect(await membersCount(t)).toBe(before + 1);
  });

  it('rate-limits registration per address', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await register(registration({ acceptTerms: false }), ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
