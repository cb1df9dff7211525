import type { Session } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import type { LoginHistoryEntry, RecoveryCodes, SecurityOverview, TwoFactorSetup } from '@lobby/contract/security';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberLoginChallenges, memberTwoFactor } from '../../db/schema/index';
import { totpCode } from '../../lib/totp';
import { sendEncrypted } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, LOGIN_PASSWORD, memberCall, type CashierMember } from '../../test/cashier';

type Ok<T> = { success: true; value: T };
type Answer<T> = { value: T; code: string };
const STEP = 30_000;
const at = (offsetSteps: number) => new Date(Date.now() + offsetSteps * STEP);

describe.each(DRIVERS)("a member's two-factor sign-in on %s", (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const login = (member: CashierMember) =>
    sendEncrypted<Answer<Session & { challenge?: string }>>(t.app, API_PATHS.login, {
      type: 'username',
      username: member.username,
      password: LOGIN_PASSWORD,
    });
  const challengeOf = async (member: CashierMember) => {
    const first = await login(member);
    expect(first.status).toBe(401);
    expect(first.body.code).toBe('login.two.factor.required');
    return (first.body.value as unknown as { challenge: string }).challenge;
  };
  const answer = async (challenge: string, code: string) => {
    const response = await t.app.inject({ method: 'POST', url: API_PATHS.loginCode, payload: { challenge, code } });
    return { status: response.statusCode, body: response.json() as Answer<Session> };
  };

  /** A fresh member with two-factor on (confirmed with the previous step's code); its secret and recovery codes. */
  async function enrolled() {
    const member = await cashierMember(t);
    const setup = await memberCall<Ok<TwoFactorSetup>>(t, member, 'POST', API_PATHS.twoFactor);
    const { secret } = setup.body.value;
    const confirmed = await memberCall<Ok<RecoveryCodes>>(t, member, 'POST', API_PATHS.twoFactorConfirm, {
      code: totpCode(secret, at(-1)),
    });
    expect(confirmed.status).toBe(200);
    return { member, secret, recoveryCodes: confirmed.body.value.recoveryCodes };
  }

  it('switches on with a QR code and ten recovery codes, and keeps the secret sealed', async () => {
    const member = await cashierMember(t);
    const setup = await memberCall<Ok<TwoFactorSetup>>(t, member, 'POST', API_PATHS.twoFactor);
    expect(setup.body.value.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.body.value.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    // Not on until confirmed: the password alone still signs in.
    expect((await login(member)).status).toBe(200);
    const wrong = await memberCall<Failure>(t, member, 'POST', API_PATHS.twoFactorConfirm, { code: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'two.factor.code.invalid' } });

    const on = await memberCall<Ok<RecoveryCodes>>(t, member, 'POST', API_PATHS.twoFactorConfirm, {
      code: totpCode(setup.body.value.secret),
    });
    expect(on.body.value.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.value.recoveryCodes).size).toBe(10);
    const overview = await memberCall<Ok<SecurityOverview>>(t, member, 'GET', API_PATHS.security);
    expect(overview.body.value.twoFactor).toEqual({ on: true, recoveryCodesLeft: 10 });
    const again = await memberCall<Failure>(t, member, 'POST', API_PATHS.twoFactor);
    expect(again.body.code).toBe('two.factor.already.on');

    const [row] = await t.db.handle.db.select().from(memberTwoFactor).where(eq(memberTwoFactor.memberId, member.id));
    expect(row?.secret).toMatch(/^box1:/);
    expect(row?.secret).not.toContain(setup.body.value.secret);
  });

  it('asks for the code at login, and refuses a code replayed inside its window', async () => {
    const { member, secret } = await enrolled();
    // The confirming code's step is taken: the same code cannot sign in.
    const replayedConfirm = await answer(await challengeOf(member), totpCode(secret, at(-1)));
    expect(replayedConfirm.body.code).toBe('two.factor.code.invalid');

    const challenge = await challengeOf(member);
    const code = totpCode(secret);
    const signedIn = await answer(challenge, code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.value.token).toBeTruthy();
    // The challenge is used up, and the code is too, even on a fresh challenge.
    expect((await answer(challenge, totpCode(secret, at(1)))).body.code).toBe('two.factor.challenge.ended');
    const replay = await answer(await challengeOf(member), code);
    expect(replay).toMatchObject({ status: 400, body: { code: 'two.factor.code.invalid' } });
  });

  it('takes each recovery code once', async () => {
    const { member, recoveryCodes } = await enrolled();
    const [first] = recoveryCodes;
    if (!first) throw new Error('no recovery code');
    expect((await answer(await challengeOf(member), first.toUpperCase())).status).toBe(200);
    const reused = await answer(await challengeOf(member), first);
    expect(reused.body.code).toBe('two.factor.code.invalid');
    const overview = await memberCall<Ok<SecurityOverview>>(t, member, 'GET', API_PATHS.security);
    expect(overview.body.value.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('ends a challenge after five wrong codes', async () => {
    const { member, secret } = await enrolled();
    const challenge = await challengeOf(member);
    for (let i = 0; i < 4; i += 1)
      expect((await answer(challenge, '000000')).body.code).toBe('two.factor.code.invalid');
    expect((await answer(challenge, '000000')).body.code).toBe('two.factor.challenge.ended');
    expect((await answer(challenge, totpCode(secret))).body.code).toBe('two.factor.challenge.ended');
    // A challenge is bound to its merchant.
    const other = await t.app.inject({
      method: 'POST',
      url: API_PATHS.loginCode,
      headers: { merchant: 'GOLDREEF' },
      payload: { challenge: await challengeOf(member), code: totpCode(secret) },
    });
    expect((other.json() as Failure).code).toBe('two.factor.challenge.ended');
  });

  it('records a password step whose code was never entered, once the step expires', async () => {
    const { member, secret } = await enrolled();
    const history = async () =>
      (await memberCall<Ok<{ list: LoginHistoryEntry[] }>>(t, member, 'GET', API_PATHS.loginHistory)).body.value.list;
    const expireSteps = () =>
      t.db.handle.db
        .update(memberLoginChallenges)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(memberLoginChallenges.memberId, member.id));
    const notEntered = (list: LoginHistoryEntry[]) => list.filter((entry) => entry.result === 'codeNotEntered');

    await challengeOf(member);
    // Still waiting for its code: nothing to say yet.
    expect(notEntered(await history())).toHaveLength(0);
    await expireSteps();
    const [latest] = await history();
    expect(latest).toMatchObject({ method: 'password', result: 'codeNotEntered' });
    expect(notEntered(await history())).toHaveLength(1);

    // Left again, then settled by the next sign-in attempt (before its own challenge).
    await challengeOf(member);
    await expireSteps();
    const next = await challengeOf(member);
    const [recorded] = await t.db.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberLoginChallenges)
      .where(eq(memberLoginChallenges.memberId, member.id));
    expect(recorded?.n).toBe(1);
    expect((await answer(next, totpCode(secret))).status).toBe(200);
    expect(notEntered(await history())).toHaveLength(2);

    // A step answered with wrong codes is in the history as those; it does not count as not entered too.
    const wrong = await challengeOf(member);
    expect((await answer(wrong, '000000')).body.code).toBe('two.factor.code.invalid');
    await expireSteps();
    const list = await history();
    expect(notEntered(list)).toHaveLength(2);
    expect(list[0]).toMatchObject({ result: 'twoFactorFailed' });
  });

  it('is switched off only with a code, and asks at a withdrawal while on', async () => {
    const { member, secret } = await enrolled();
    await expect(t.app.memberTwoFactor.require(member.id, undefined)).rejects.toMatchObject({
      code: 'two.factor.required',
    });
    await expect(t.app.memberTwoFactor.require(member.id, '123')).rejects.toMatchObject({
      code: 'two.factor.code.invalid',
    });
    const wrong = await memberCall<Failure>(t, member, 'DELETE', API_PATHS.twoFactor, { code: '000000' });
    expect(wrong.body.code).toBe('two.factor.code.invalid');
    const off = await memberCall(t, member, 'DELETE', API_PATHS.twoFactor, { code: totpCode(secret) });
    expect(off.status).toBe(200);
    expect((await login(member)).status).toBe(200);
    await expect(t.app.memberTwoFactor.require(member.id, undefined)).resolves.toBeUndefined();
    const offAgain = await memberCall<Failure>(t, member, 'DELETE', API_PATHS.twoFactor, { code: '123456' });
    expect(offAgain.body.code).toBe('two.factor.off');
  });

  it('refuses bad input with a catalogue code and guests with login.required', async () => {
    const member = await cashierMember(t);
    const bad = await memberCall<Failure>(t, member, 'POST', API_PATHS.twoFactorConfirm, { code: '<script>' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    const pending = await memberCall<Failure>(t, member, 'POST', API_PATHS.twoFactorConfirm, { code: '123456' });
    expect(pending.body.code).toBe('two.factor.pending');
    const guest = await t.app.inject({ method: 'POST', url: API_PATHS.twoFactor });
    expect(guest.statusCode).toBe(401);
  });
});
