import { sessionSchema, type Session } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import {
  codeIn,
  DEMO,
  lastMessageTo,
  loginAs,
  nextAddress,
  sendEncrypted,
  sendJson,
  solvedCaptcha,
} from '../../test/accounts';
import { ageSmsCodes, expireSmsCodes, registerMember, smsCodeFor } from '../../test/account-records';

type Answer = { success: boolean; value: Session } & Failure;
const DEMO_PHONE = '+6281234567890';

describe.each(DRIVERS)('password reset by phone on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const resetBy = (mobileNum: string, verificationCode: string, newPassword: string, extra: object = {}) =>
    sendEncrypted<Answer>(t.app, API_PATHS.resetByPhone, {
      countryDialingCode: '+62',
      mobileNum,
      verificationCode,
      newPassword,
      ...extra,
    });
  const hashOf = async (username: string) =>
    (await t.db.handle.db.select().from(members).where(eq(members.usernameKey, username)))[0]?.passwordHash;

  it('resets with the code read from the outbox, ends every session and logs in; the code works once', async () => {
    const earlier = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const sent = await t.app.inject({
      method: 'POST',
      url: API_PATHS.smsCode,
      remoteAddress: nextAddress(),
      payload: {
        purpose: 'reset',
        mobileNum: DEMO.player.mobile,
        countryDialingCode: DEMO.player.dialing,
        ...(await solvedCaptcha(t.app)),
      },
    });
    expect(sent.statusCode).toBe(200);
    const code = codeIn((await lastMessageTo(t.app, DEMO_PHONE)).body);
    const { status, body } = await resetBy(DEMO.player.mobile, code, 'Phoned123', { firebaseIdToken: 'ignored' });
    expect(status).toBe(200);
    const session = sessionSchema.parse(body.value);
    expect(session.userName).toBe('demo');
    const ended = await sendJson<Failure>(t.app, 'GET', API_PATHS.member, undefined, earlier.token);
    expect(ended.body.code).toBe('session.ended');
    expect((await sendJson(t.app, 'GET', API_PATHS.member, undefined, session.token)).status).toBe(200);
    await expect(loginAs(t.app, 'demo', 'Phoned123')).resolves.toMatchObject({ userName: 'demo' });

    const reused = await resetBy(DEMO.player.mobile, code, 'Another123');
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 'verification.code.invalid', field: 'verificationCode' });
    await expect(loginAs(t.app, 'demo', 'Phoned123')).resolves.toMatchObject({ userName: 'demo' });
  });

  it('refuses an expired or wrong code, and answers an unknown number the same way', async () => {
    await registerMember(t, { username: 'phoner1', countryDialingCode: '+62', mobileNum: '81288800001' });
    const hash = await hashOf('phoner1');
    const code = await smsCodeFor(t, 'reset', '81288800001');
    const wrong = await resetBy('81288800001', code === '000000' ? '111111' : '000000', 'Phoned123');
    expect(wrong.body).toMatchObject({ code: 'verification.code.invalid', field: 'verificationCode' });
    await expireSmsCodes(t, '+6281288800001');
    const expired = await resetBy('81288800001', code, 'Phoned123');
    expect(expired.body).toMatchObject({ code: 'verification.code.invalid', field: 'verificationCode' });
    expect(await hashOf('phoner1')).toBe(hash);

    const unknownCode = await smsCodeFor(t, 'reset', '81288899999');
    const unknown = await resetBy('81288899999', unknownCode, 'Phoned123');
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('checks the password rule before using the code, and refuses the current password', async () => {
    await registerMember(t, { username: 'phoner2', countryDialingCode: '+62', mobileNum: '81288800002' });
    const code = await smsCodeFor(t, 'reset', '81288800002');
    const weak = await resetBy('81288800002', code, 'lettersonly');
    expect(weak.body).toMatchObject({ code: 'request.invalid', field: 'newPassword' });
    const same = await resetBy('81288800002', code, 'Secret123');
    expect(same.body).toMatchObject({ code: 'modify.new.old.same', field: 'newPassword' });
    await ageSmsCodes(t, '+6281288800002');
    const fresh = await smsCodeFor(t, 'reset', '81288800002');
    expect((await resetBy('81288800002', fresh, 'Phoned123')).status).toBe(200);
  });

  it('refuses a plain body, missing, oversized, wrong-typed and hostile fields', async () => {
    const hash = await hashOf('demo');
    const plain = await sendJson<Failure>(t.app, 'POST', API_PATHS.resetByPhone, {
      countryDialingCode: '+62',
      mobileNum: DEMO.player.mobile,
      verificationCode: '123456',
      newPassword: 'Phoned999',
    });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('request.encryption.required');
    const cases: [object, string][] = [
      [{ mobileNum: undefined }, 'mobileNum'],
      [{ verificationCode: undefined }, 'verificationCode'],
      [{ mobileNum: '8'.repeat(21) }, 'mobileNum'],
      [{ verificationCode: '1'.repeat(11) }, 'verificationCode'],
      [{ newPassword: 'P1'.repeat(41) }, 'newPassword'],
      [{ mobileNum: 81234567890 }, 'mobileNum'],
      [{ firebaseIdToken: 'x'.repeat(8193) }, 'firebaseIdToken'],
    ];
    for (const fragment of ["x' OR '1'='1", '<script>alert(1)</script>', '1; DROP TABLE members;--']) {
      cases.push([{ mobileNum: fragment }, 'mobileNum'], [{ verificationCode: fragment }, 'verificationCode']);
      cases.push([{ countryDialingCode: fragment }, 'countryDialingCode'], [{ newPassword: fragment }, 'newPassword']);
    }
    for (const [change, field] of cases) {
      const { status, body } = await resetBy(DEMO.player.mobile, '123456', 'Phoned999', change);
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body, JSON.stringify(change)).toMatchObject({ code: 'request.invalid', field });
    }
    expect(await hashOf('demo')).toBe(hash);
  });
});
