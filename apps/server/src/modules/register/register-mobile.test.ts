import type { Session } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { loginAs, nextAddress, sendEncrypted } from '../../test/accounts';
import { ageSmsCodes, expireSmsCodes, membersCount, smsCodeFor } from '../../test/account-records';

type Answer = { success: boolean; value: Session } & Failure;

describe.each(DRIVERS)('registration by mobile number on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const byMobile = (mobileNum: string, extra: Record<string, unknown> = {}) =>
    sendEncrypted<Answer>(
      t.app,
      API_PATHS.register,
      {
        kind: 'mobile',
        countryDialingCode: '+62',
        mobileNum,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        acceptTerms: true,
        ...extra,
      },
      { method: 'PUT', ip: nextAddress() },
    );

  it('registers with the SMS code from the outbox; the username is the international number', async () => {
    const code = await smsCodeFor(t, 'register', '81277700001');
    const { status, body } = await byMobile('81277700001', { verificationCode: code });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ userName: '6281277700001', type: 0 });
    const [row] = await t.db.handle.db.select().from(members).where(eq(members.mobileNum, '81277700001'));
    expect(row).toMatchObject({ countryDialingCode: '+62', usernameKey: '6281277700001' });
    // The code proved the number: it counts as verified (group self-exclusion, the security centre).
    expect(row?.mobileVerifiedAt).toBeInstanceOf(Date);
    await expect(loginAs(t.app, '6281277700001', 'Secret123')).resolves.toMatchObject({ type: 0 });
  });

  it('keeps a chosen username when one is given, checked by the username rule', async () => {
    const code = await smsCodeFor(t, 'register', '81277700002');
    const refused = await byMobile('81277700002', { verificationCode: code, username: '1bad' });
    expect(refused.body).toMatchObject({ code: 'request.invalid', field: 'username' });
    const { status, body } = await byMobile('81277700002', { verificationCode: code, username: 'MobileFan' });
    expect(status).toBe(200);
    expect(body.value.userName).toBe('MobileFan');
  });

  it('refuses a missing, wrong, expired or wrong-purpose code and writes nothing', async () => {
    const before = await membersCount(t);
    const missing = await byMobile('81277700003');
    expect(missing.body).toMatchObject({ code: 'request.invalid', field: 'verificationCode' });
    const code = await smsCodeFor(t, 'register', '81277700003');
    const wrong = await byMobile('81277700003', { verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ code: 'verification.code.invalid', field: 'verificationCode' });
    await expireSmsCodes(t, '+6281277700003');
    const expired = await byMobile('81277700003', { verificationCode: code });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'verification.code.invalid', field: 'verificationCode' });
    await ageSmsCodes(t, '+6281277700003');
    const resetCode = await smsCodeFor(t, 'reset', '81277700003');
    const otherPurpose = await byMobile('81277700003', { verificationCode: resetCode });
    expect(otherPurpose.body.code).toBe('verification.code.invalid');
    expect(await membersCount(t)).toBe(before);
  });

  it('needs the number and an offered dialing code; refuses a registered number', async () => {
    const before = await membersCount(t);
    const noNumber = await byMobile('', { verificationCode: '123456' });
    expect(noNumber.body).toMatchObject({ code: 'request.invalid', field: 'mobileNum' });
    const noCode = await byMobile('81277700004', { verificationCode: '123456', countryDialingCode: undefined });
    expect(noCode.body).toMatchObject({ code: 'request.invalid', field: 'countryDialingCode' });
    const foreign = await byMobile('81277700004', { verificationCode: '123456', countryDialingCode: '+44' });
    expect(foreign.body).toMatchObject({ code: 'request.invalid', field: 'countryDialingCode' });
    const taken = await byMobile('81277700001', { verificationCode: '123456' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'mobile.exists', field: 'mobileNum' });
    expect(await membersCount(t)).toBe(before);
  });
});
