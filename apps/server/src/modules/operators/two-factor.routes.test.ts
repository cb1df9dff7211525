import type { Operator, OperatorChallenge, OperatorSession, TwoFactorEnrolment } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextAddress } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, enrolTwoFactor, OPERATOR_PASSWORD, operatorSession } from '../../test/operators';
import { totpCode } from '../../lib/totp';

type Ok<T> = { success: true; value: T };
/** A success or a failure, read in the test's terms. */
type Answer<T> = { value: T; code: string };
const STEP = 30_000;

describe.each(DRIVERS)('operator two-factor sign-in on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const post = async <T>(
    url: string,
    payload: object,
    headers: Record<string, string> = {},
    address = nextAddress(),
  ) => {
    const response = await t.app.inject({ method: 'POST', url, headers, remoteAddress: address, payload });
    return { status: response.statusCode, body: response.json() as T };
  };
  const password = (username: string, headers: Record<string, string> = {}) =>
    post<Ok<OperatorChallenge & OperatorSession>>(
      ADMIN_PATHS.session,
      { username, password: OPERATOR_PASSWORD },
      headers,
    );
  const code = (challenge: string, value: string, headers: Record<string, string> = {}, address?: string) =>
    post<Answer<OperatorSession>>(ADMIN_PATHS.sessionCode, { challenge, code: value }, headers, address);

  /** A fresh operator with two-factor on; its name and secret. */
  async function enrolled(role: 'admin' | 'editor' = 'editor') {
    const session = await operatorSession(t.app, role);
    const secret = await enrolTwoFactor(t.app, session.token, new Date(Date.now() - STEP));
    return { username: session.operator.username, secret, id: session.operator.id };
  }

  it('enrols with a QR code and a secret shown once, and asks for a code after the password', async () => {
    const session = await operatorSession(t.app, 'editor');
    const enrolment = await adminCall<Ok<TwoFactorEnrolment>>(t.app, session.token, 'POST', ADMIN_PATHS.twoFactor);
    expect(enrolment.body.value.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(enrolment.body.value.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const { secret } = enrolment.body.value;
    // Not on until confirmed: the password still gives a session.
    expect((await password(session.operator.username)).body.value.token).toBeDefined();
    const wrong = await adminCall<Failure>(t.app, session.token, 'POST', ADMIN_PATHS.twoFactorConfirm, {
      code: '000000',
    });
    expect(wrong.body.code).toBe('operator.code.invalid');
    const on = await adminCall<Ok<Operator>>(t.app, session.token, 'POST', ADMIN_PATHS.twoFactorConfirm, {
      code: totpCode(secret),
    });
    expect(on.body.value.twoFactor).toBe(true);

    const step1 = await password(session.operator.username);
    expect(step1.body.value).toMatchObject({ next: 'code' });
    expect(step1.body.value).not.toHaveProperty('token');
    expect(JSON.stringify(step1.body)).not.toContain(secret);
    const me = await adminCall<Ok<Operator>>(t.app, session.token, 'GET', ADMIN_PATHS.session);
    expect(JSON.stringify(me.body)).not.toContain(secret);
  });

  it('signs in with a right code, within one step either side, and never takes a code twice', async () => {
    const { username, secret } = await enrolled();
    const first = await password(username);
    const signedIn = await code(first.body.value.challenge, totpCode(secret, new Date(Date.now() + STEP)));
    expect(signedIn.status).toBe(200);
    const me = await adminCall<Ok<Operator>>(t.app, signedIn.body.value.token, 'GET', ADMIN_PATHS.session);
    expect(me.body.value).toMatchObject({ username, twoFactor: true });
    // The challenge is gone once used, and the same code (or an older one) is refused on a new challenge.
    expect((await code(first.body.value.challenge, totpCode(secret))).body.code).toBe('operator.challenge.ended');
    const second = await password(username);
    const replay = await code(second.body.value.challenge, totpCode(secret, new Date(Date.now() + STEP)));
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('operator.code.invalid');
    const stale = await code(second.body.value.challenge, totpCode(secret, new Date(Date.now() - 3 * STEP)));
    expect(stale.body.code).toBe('operator.code.invalid');
  });

  it('lets only one of two requests with the same code through', async () => {
    const { username, secret } = await enrolled();
    const [a, b] = [await password(username), await password(username)];
    const now = totpCode(secret, new Date(Date.now() + STEP));
    const answers = await Promise.all([code(a.body.value.challenge, now), code(b.body.value.challenge, now)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('counts wrong codes in the login guard: the challenge ends and the password step wants the captcha', async () => {
    const { username, secret } = await enrolled();
    const address = nextAddress();
    const { challenge } = (await password(username)).body.value;
    const statuses: string[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await code(challenge, '123456', {}, address)).body.code);
    expect(statuses.slice(0, 2)).toEqual(['operator.code.invalid', 'operator.code.invalid']);
    expect(statuses).toContain('operator.challenge.ended');
    // The password step now wants the captcha (the name's counter), and a right code on a dead challenge fails.
    const again = await password(username);
    expect(again.status).toBe(400);
    expect((again.body as unknown as Failure).code).toBe('login.captcha.required');
    expect((await code(challenge, totpCode(secret))).body.code).toBe('operator.challenge.ended');
  });

  it('makes admins and finance enrol at sign-in when the merchant requires it, editors not', async () => {
    const admin = await operatorSession(t.app, 'admin');
    const set = await adminCall(t.app, admin.token, 'PUT', ADMIN_PATHS.operatorSecurity, { twoFactorRequired: true });
    expect(set.status).toBe(200);
    try {
      const { operator } = await operatorSession(t.app, 'editor');
      expect((await password(operator.username)).body.value.token).toBeDefined();

      await t.app.operators.create(
        { merchantCode: 'LUCKYNOVA', operatorId: null, ip: 'test' },
        { username: 'money.lead', password: OPERATOR_PASSWORD, role: 'finance' },
      );
      const step1 = await password('money.lead');
      expect(step1.body.value).toMatchObject({ next: 'enrol' });
      const { challenge } = step1.body.value;
      const early = await code(challenge, '123456');
      expect(early.body.code).toBe('two.factor.pending');
      const enrolment = await post<Ok<TwoFactorEnrolment>>(ADMIN_PATHS.sessionEnrol, { challenge });
      const session = await code(challenge, totpCode(enrolment.body.value.secret));
      expect(session.body.value.operator).toMatchObject({ role: 'finance', twoFactor: true });
      // From now on the code step, not enrolment.
      expect((await password('money.lead')).body.value.next).toBe('code');
    } finally {
      await adminCall(t.app, admin.token, 'PUT', ADMIN_PATHS.operatorSecurity, { twoFactorRequired: false });
    }
  });

  it('refuses a challenge of one merchant on another, and bad input with a catalogue code', async () => {
    const { username } = await enrolled();
    const { challenge } = (await password(username)).body.value;
    const elsewhere = await code(challenge, '123456', { merchant: 'GOLDREEF' });
    expect(elsewhere.body.code).toBe('operator.challenge.ended');
    for (const body of [{ challenge, code: '12ab56' }, { challenge: 'short', code: '123456' }, {}]) {
      const response = await post<Failure>(ADMIN_PATHS.sessionCode, body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('request.invalid');
    }
  });
});
