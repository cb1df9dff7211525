import type { Session } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import type { LoginHistoryEntry, MemberSession, SecurityOverview } from '@lobby/contract/security';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { codeIn, lastMessageTo, sendEncrypted } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, LOGIN_PASSWORD, memberCall, type CashierMember } from '../../test/cashier';
import { LOGIN_HISTORY_KEPT } from './login-history.repository';

type Ok<T> = { success: true; value: T };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe.each(DRIVERS)('the security centre on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  /** Another login of the member, from an iPhone in Germany (a documentation address the geo database places). */
  const secondLogin = async (member: CashierMember, password = LOGIN_PASSWORD) =>
    sendEncrypted<Ok<Session>>(
      t.app,
      API_PATHS.login,
      { type: 'username', username: member.username, password },
      { headers: { 'user-agent': IPHONE }, ip: '8.8.8.8' },
    );
  const sessionsOf = async (member: CashierMember) =>
    (await memberCall<Ok<{ list: MemberSession[] }>>(t, member, 'GET', API_PATHS.memberSessions)).body.value.list;
  const sessionPath = (id: number) => `${API_PATHS.memberSessions}/${id}`;

  it('lists what the member has secured', async () => {
    const member = await cashierMember(t, { paymentPassword: null });
    await t.db.handle.db
      .update(members)
      .set({ countryDialingCode: '+62', mobileNum: '8123456789', email: 'someone@example.com' })
      .where(eq(members.id, member.id));
    const { body } = await memberCall<Ok<SecurityOverview>>(t, member, 'GET', API_PATHS.security);
    expect(body.value).toEqual({
      password: { set: true, changedAt: null },
      paymentPassword: { set: false, locked: false },
      mobile: { bound: true, verified: false, masked: '+62 ••••789' },
      email: { bound: true, verified: false, masked: 's•••@example.com' },
      twoFactor: { on: false, recoveryCodesLeft: 0 },
      sessions: 1,
    });
  });

  it("lists sessions with their device and country, signs out another one, and never another member's", async () => {
    const member = await cashierMember(t);
    const phone = await secondLogin(member);
    const list = await sessionsOf(member);
    expect(list).toHaveLength(2);
    const other = list.find((session) => !session.current);
    expect(other).toMatchObject({
      device: { browser: 'Safari 17', os: 'iOS 17', type: 'mobile' },
      ip: '8.8.8.8',
      country: 'US',
    });
    expect(list.filter((session) => session.current)).toHaveLength(1);
    if (!other) throw new Error('no other session');

    const stranger = await cashierMember(t);
    const foreign = await memberCall<Failure>(t, stranger, 'DELETE', sessionPath(other.id));
    expect(foreign).toMatchObject({ status: 404, body: { code: 'resource.not.found' } });
    expect(await sessionsOf(member)).toHaveLength(2);

    expect((await memberCall(t, member, 'DELETE', sessionPath(other.id))).status).toBe(200);
    const ended = await t.app.inject({
      method: 'GET',
      url: API_PATHS.member,
      headers: { authorization: `Bearer ${phone.body.value.token}` },
    });
    expect((ended.json() as Failure).code).toBe('session.ended');
    expect(await sessionsOf(member)).toHaveLength(1);
  });

  it('signs out all the other sessions, keeping this one', async () => {
    const member = await cashierMember(t);
    await secondLogin(member);
    await secondLogin(member);
    expect(await sessionsOf(member)).toHaveLength(3);
    expect((await memberCall(t, member, 'DELETE', API_PATHS.memberSessions)).status).toBe(200);
    const [left] = await sessionsOf(member);
    expect(left?.current).toBe(true);
    expect(await sessionsOf(member)).toHaveLength(1);
  });

  it('records each login with its method and result, newest first, and keeps only the latest', async () => {
    const member = await cashierMember(t);
    await secondLogin(member, 'Wrong-1234');
    await secondLogin(member);
    const history = await memberCall<Ok<{ list: LoginHistoryEntry[] }>>(t, member, 'GET', API_PATHS.loginHistory);
    const [latest, wrong, first] = history.body.value.list;
    expect(latest).toMatchObject({ method: 'password', result: 'success', ip: '8.8.8.8', country: 'US' });
    expect(latest?.device.os).toBe('iOS 17');
    expect(wrong).toMatchObject({ method: 'password', result: 'wrongPassword' });
    expect(first).toMatchObject({ method: 'password', result: 'success' });

    const client = { ip: '10.0.0.1', userAgent: '' };
    for (let i = 0; i < LOGIN_HISTORY_KEPT + 5; i += 1) {
      await t.app.security.recordLogin({
        merchantCode: 'LUCKYNOVA',
        memberId: member.id,
        ...client,
        method: 'sms',
        result: 'success',
      });
    }
    const bounded = await memberCall<Ok<{ list: LoginHistoryEntry[] }>>(t, member, 'GET', API_PATHS.loginHistory);
    expect(bounded.body.value.list).toHaveLength(LOGIN_HISTORY_KEPT);
    expect(bounded.body.value.list.every((entry) => entry.method === 'sms')).toBe(true);
  });

  it('resets the payment password with an SMS code to the bound mobile', async () => {
    const member = await cashierMember(t);
    const noMobile = await memberCall<Failure>(t, member, 'POST', API_PATHS.securitySmsCode, {
      purpose: 'paymentPassword',
    });
    expect(noMobile).toMatchObject({ status: 409, body: { code: 'mobile.not.bound' } });
    const mobileNum = `81${String(member.id).padStart(8, '0')}`;
    await t.db.handle.db.update(members).set({ countryDialingCode: '+62', mobileNum }).where(eq(members.id, member.id));

    const sent = await memberCall(t, member, 'POST', API_PATHS.securitySmsCode, { purpose: 'paymentPassword' });
    expect(sent.status).toBe(200);
    const code = codeIn((await lastMessageTo(t.app, `+62${mobileNum}`)).body);
    const reset = (verificationCode: string) =>
      memberCall<Failure>(t, member, 'POST', API_PATHS.paymentPasswordReset, {
        verificationCode,
        newPaymentPassword: 'Fresh-9876',
      });
    expect((await reset(code === '000000' ? '111111' : '000000')).body.code).toBe('verification.code.invalid');
    expect((await reset(code)).status).toBe(200);
    const nova = await t.app.site.resolveMerchant(undefined, 'LUCKYNOVA');
    await expect(t.app.paymentPassword.verify(nova, member.id, 'Fresh-9876')).resolves.toBeUndefined();
    // The code was single use.
    expect((await reset(code)).body.code).toBe('verification.code.invalid');
  });
});
