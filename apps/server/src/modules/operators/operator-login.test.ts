import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginThrottles } from '../../db/schema/index';
import { nextAddress, sendEncrypted, solvedCaptcha } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { OPERATOR_PASSWORD } from '../../test/operators';
import { DEFAULT_AUTH_SETTINGS } from '../site/auth-settings';

const { captchaAfterFailures, addressCaptchaAfterFailures, lockAfterFailures } = DEFAULT_AUTH_SETTINGS;

describe.each(DRIVERS)('operator sign-in guard on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  let created = 0;
  async function newOperator(): Promise<{ id: number; username: string }> {
    created += 1;
    const username = `guarded${created}`;
    const operator = await t.app.operators.create(
      { merchantCode: 'LUCKYNOVA', operatorId: null, ip: 'test' },
      { username, password: OPERATOR_PASSWORD, role: 'admin' },
    );
    return { id: operator.id, username };
  }
  const attempt = (username: string, password: string, extra: object = {}, ip = nextAddress()) =>
    t.app
      .inject({
        method: 'POST',
        url: ADMIN_PATHS.session,
        remoteAddress: ip,
        payload: { username, password, ...extra },
      })
      .then((response) => ({ status: response.statusCode, body: response.json() as Failure }));
  const auditOf = (action: string) =>
    t.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantCode, 'LUCKYNOVA'), eq(auditLog.action, action)))
      .orderBy(auditLog.id);

  it('asks for a captcha, then locks the name against the right password from any address', async () => {
    const operator = await newOperator();
    for (let i = 1; i < captchaAfterFailures; i += 1) {
      expect((await attempt(operator.username, 'wrong-password')).body).toMatchObject({
        code: 'operator.login.failed',
        value: { captcha: false },
      });
    }
    const tipping = await attempt(operator.username, 'wrong-password');
    expect(tipping.body).toMatchObject({ code: 'operator.login.failed', value: { captcha: true } });
    const noCaptcha = await attempt(operator.username, OPERATOR_PASSWORD);
    expect(noCaptcha.body).toMatchObject({ code: 'login.captcha.required', field: 'captcha' });
    const badCaptcha = await attempt(operator.username, OPERATOR_PASSWORD, {
      captcha: '999',
      captchaKey: (await solvedCaptcha(t.app)).captchaKey,
    });
    expect(badCaptcha.body.code).toBe('captcha.invalid');

    let last: Failure | undefined;
    for (let i = captchaAfterFailures; i < lockAfterFailures; i += 1) {
      last = (await attempt(operator.username, 'wrong-password', await solvedCaptcha(t.app))).body;
    }
    expect(last).toMatchObject({ code: 'login.locked', value: { retryAfterSeconds: expect.any(Number) } });
    const locked = await attempt(operator.username, OPERATOR_PASSWORD, await solvedCaptcha(t.app));
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('login.locked');

    const failures = (await auditOf('operator.login.fail')).filter((row) => row.targetId === String(operator.id));
    expect(failures).toHaveLength(lockAfterFailures);
    expect(failures[0]).toMatchObject({
      operatorId: null,
      targetType: 'operator',
      detail: { username: operator.username },
    });
    const locks = (await auditOf('operator.login.lock')).filter((row) => row.targetId === String(operator.id));
    expect(locks).toHaveLength(1);

    // The lock ends (moved into the past, as time would): the right password works again, and is audited.
    await t.db.handle.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'`, windowStartedAt: sql`now() - interval '1 hour'` })
      .where(eq(loginThrottles.key, `operator:${operator.username}`));
    expect((await attempt(operator.username, OPERATOR_PASSWORD)).status).toBe(200);
    const [login] = (await auditOf('operator.login')).filter((row) => row.operatorId === operator.id);
    expect(login).toMatchObject({ targetType: 'operator', targetId: String(operator.id) });
  });

  it('answers an unknown name like a wrong password and audits it without an operator', async () => {
    const operator = await newOperator();
    const wrong = await attempt(operator.username, 'wrong-password');
    const unknown = await attempt('no.such.operator', 'wrong-password');
    expect(unknown).toEqual(wrong);
    const rows = (await auditOf('operator.login.fail')).filter((row) => row.detail.username === 'no.such.operator');
    expect(rows).toEqual([expect.objectContaining({ operatorId: null, targetId: '' })]);
    expect(JSON.stringify(rows)).not.toContain('wrong-password');
  });

  it('counts per address, members and operators alike: a guessing address meets the captcha', async () => {
    const ip = nextAddress();
    // The operator call allows fewer tries a minute than the address threshold: spray the member login too.
    for (let i = 0; i < addressCaptchaAfterFailures; i += 1) {
      if (i % 2) await attempt(`sprayed${i}`, 'wrong-password', {}, ip);
      else
        await sendEncrypted(
          t.app,
          API_PATHS.login,
          { type: 'username', username: `spray${i}`, password: 'Wrong1234' },
          { ip },
        );
    }
    const operator = await newOperator();
    expect((await attempt(operator.username, OPERATOR_PASSWORD, {}, ip)).body.code).toBe('login.captcha.required');
    expect((await attempt(operator.username, OPERATOR_PASSWORD, await solvedCaptcha(t.app), ip)).status).toBe(200);
  });
});
