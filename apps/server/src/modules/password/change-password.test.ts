import { API_PATHS, type Failure } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { loginAs, sendEncrypted, sendJson } from '../../test/accounts';
import { membersCount, registerMember } from '../../test/account-records';

type Answer = { success: boolean; value: { done: true } } & Failure;
const HOSTILE = ["x' OR '1'='1", '<script>alert(1)</script>', '1; DROP TABLE members;--'];

describe.each(DRIVERS)('change password on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const change = (token: string | undefined, body: unknown) =>
    sendJson<Answer>(t.app, 'POST', API_PATHS.changePassword, body, token);
  const hashOf = async (username: string) =>
    (await t.db.handle.db.select().from(members).where(eq(members.usernameKey, username)))[0]?.passwordHash;
  const request = (oldPassword: string, newPassword: string, confirmNewPassword = newPassword) => ({
    oldPassword,
    newPassword,
    confirmNewPassword,
  });

  it('sets the new password and ends the other sessions; this one stays', async () => {
    const current = await registerMember(t, { username: 'changer1' });
    const other = await loginAs(t.app, 'changer1', 'Secret123');
    const third = await loginAs(t.app, 'changer1', 'Secret123');
    const { status, body } = await change(current.token, request('Secret123', 'Newer4567'));
    expect(status).toBe(200);
    expect(body.value).toEqual({ done: true });
    for (const ended of [other, third]) {
      const me = await sendJson<Failure>(t.app, 'GET', API_PATHS.member, undefined, ended.token);
      expect(me.status).toBe(401);
      expect(me.body.code).toBe('session.ended');
    }
    expect((await sendJson(t.app, 'GET', API_PATHS.member, undefined, current.token)).status).toBe(200);
    const old = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      username: 'changer1',
      password: 'Secret123',
    });
    expect(old.body.code).toBe('login.failed');
    await expect(loginAs(t.app, 'changer1', 'Newer4567')).resolves.toMatchObject({ userName: 'changer1' });
  });

  it('refuses a wrong old password, the same password, a mismatch and a weak one, changing nothing', async () => {
    const { token } = await registerMember(t, { username: 'changer2' });
    const hash = await hashOf('changer2');
    const cases: [ReturnType<typeof request>, string, string][] = [
      [request('Wrong1234', 'Newer4567'), 'password.incorrect', 'oldPassword'],
      [request('Secret123', 'Secret123'), 'modify.new.old.same', 'newPassword'],
      [request('Secret123', 'Newer4567', 'Newer4568'), 'password.mismatch', 'confirmNewPassword'],
      [request('Secret123', 'lettersonly'), 'request.invalid', 'newPassword'],
      [request('Secret123', 'Ab1'), 'request.invalid', 'newPassword'],
    ];
    for (const [body, code, field] of cases) {
      const answer = await change(token, body);
      expect(answer.status, code).toBe(400);
      expect(answer.body).toMatchObject({ code, field });
    }
    expect(await hashOf('changer2')).toBe(hash);
  });

  it('refuses missing, oversized and wrong-typed fields and hostile text', async () => {
    const { token } = await registerMember(t, { username: 'changer3' });
    const hash = await hashOf('changer3');
    const count = await membersCount(t);
    const invalid: [unknown, string][] = [
      [{ newPassword: 'Newer4567', confirmNewPassword: 'Newer4567' }, 'oldPassword'],
      [request('Secret123', 'N1'.repeat(41)), 'newPassword'],
      [{ ...request('Secret123', 'Newer4567'), confirmNewPassword: 45674567 }, 'confirmNewPassword'],
      [{ ...request('Secret123', 'Newer4567'), oldPassword: '' }, 'oldPassword'],
    ];
    for (const [body, field] of invalid) {
      const answer = await change(token, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'request.invalid', field });
    }
    for (const fragment of HOSTILE) {
      for (const [body, code] of [
        [request(fragment, 'Newer4567'), 'password.incorrect'],
        [request('Secret123', fragment), 'request.invalid'],
        [request('Secret123', 'Newer4567', fragment), 'password.mismatch'],
      ] as const) {
        const answer = await change(token, body);
        expect(answer.status, fragment).toBe(400);
        expect(answer.body.code).toBe(code);
      }
    }
    expect(await hashOf('changer3')).toBe(hash);
    expect(await membersCount(t)).toBe(count);
  });

  it('needs a session of a real account', async () => {
    const visitor = await change(undefined, request('Secret123', 'Newer4567'));
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('login.required');
    const trial = await sendJson<{ value: { token: string } }>(t.app, 'POST', API_PATHS.trial, {
      moduleId: 'FREEPLAY3',
    });
    const refused = await change(trial.body.value.token, request('Secret123', 'Newer4567'));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account.trial');
  });
});
