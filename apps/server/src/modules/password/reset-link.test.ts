import { sessionSchema, type Session } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, passwordResets } from '../../db/schema/index';
import { sha256 } from '../../lib/secrets';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { lastMessageTo, loginAs, sendEncrypted, sendJson } from '../../test/accounts';
import { registerMember } from '../../test/account-records';

type Answer = { success: boolean; value: Session } & Failure;

describe.each(DRIVERS)('password reset by e-mailed link on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  /** A fresh member and the token of the link mailed to them. */
  const linkFor = async (username: string): Promise<string> => {
    const email = `${username}@example.com`;
    await registerMember(t, { username, email });
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.emailRecovery,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${username}&email=${encodeURIComponent(email)}`,
    });
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec((await lastMessageTo(t.app, email)).body)?.[1];
    if (!token) throw new Error('no link in the mail');
    return token;
  };
  const reset = (resetToken: string, newPassword: string, confirmNewPassword = newPassword) =>
    sendJson<Answer>(t.app, 'POST', API_PATHS.resetByLink, { resetToken, newPassword, confirmNewPassword });
  const hashOf = async (username: string) =>
    (await t.db.handle.db.select().from(members).where(eq(members.usernameKey, username)))[0]?.passwordHash;

  it('sets the password, ends every session and logs in; the link works once', async () => {
    const token = await linkFor('linker1');
    const earlier = await loginAs(t.app, 'linker1', 'Secret123');
    const { status, body } = await reset(token, 'Linked789');
    expect(status).toBe(200);
    const session = sessionSchema.parse(body.value);
    expect(session.userName).toBe('linker1');
    const ended = await sendJson<Failure>(t.app, 'GET', API_PATHS.member, undefined, earlier.token);
    expect(ended.body.code).toBe('session.ended');
    expect((await sendJson(t.app, 'GET', API_PATHS.member, undefined, session.token)).status).toBe(200);
    await expect(loginAs(t.app, 'linker1', 'Linked789')).resolves.toMatchObject({ userName: 'linker1' });
    const old = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      username: 'linker1',
      password: 'Secret123',
    });
    expect(old.body.code).toBe('login.failed');

    const again = await reset(token, 'Another789');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'reset.link.invalid', field: 'resetToken' });
  });

  it('keeps the link usable after a mismatch, a weak or an unchanged password', async () => {
    const token = await linkFor('linker2');
    const hash = await hashOf('linker2');
    for (const [newPassword, confirm, code, field] of [
      ['Linked789', 'Linked780', 'password.mismatch', 'confirmNewPassword'],
      ['lettersonly', 'lettersonly', 'request.invalid', 'newPassword'],
      ['Secret123', 'Secret123', 'modify.new.old.same', 'newPassword'],
      ["x' OR '1'='1", "x' OR '1'='1", 'request.invalid', 'newPassword'],
      ['<script>alert(1)</script>', '<script>alert(1)</script>', 'request.invalid', 'newPassword'],
    ] as const) {
      const { status, body } = await reset(token, newPassword, confirm);
      expect(status, newPassword).toBe(400);
      expect(body).toMatchObject({ code, field });
    }
    expect(await hashOf('linker2')).toBe(hash);
    expect((await reset(token, 'Linked789')).status).toBe(200);
  });

  it('refuses an expired, unknown or malformed token, changing nothing', async () => {
    const token = await linkFor('linker3');
    const hash = await hashOf('linker3');
    await t.db.handle.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    const expired = await reset(token, 'Linked789');
    expect(expired.body).toMatchObject({ code: 'reset.link.invalid', field: 'resetToken' });
    const unknown = await reset('A'.repeat(43), 'Linked789');
    expect(unknown.body.code).toBe('reset.link.invalid');
    for (const bad of ['short', 'x'.repeat(129), "x' OR '1'='1' --aaaaaaaa", '<script>alert(1)</script>', 12345]) {
      const { status, body } = await sendJson<Failure>(t.app, 'POST', API_PATHS.resetByLink, {
        resetToken: bad,
        newPassword: 'Linked789',
        confirmNewPassword: 'Linked789',
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'request.invalid', field: 'resetToken' });
    }
    const missing = await sendJson<Failure>(t.app, 'POST', API_PATHS.resetByLink, { resetToken: token });
    expect(missing.body).toMatchObject({ code: 'request.invalid', field: 'newPassword' });
    expect(await hashOf('linker3')).toBe(hash);
  });

  it("does not take another merchant's link", async () => {
    const token = await linkFor('linker4');
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: API_PATHS.resetByLink,
      headers: { host: 'goldenreef.test' },
      payload: { resetToken: token, newPassword: 'Linked789', confirmNewPassword: 'Linked789' },
    });
    expect(elsewhere.json()).toMatchObject({ code: 'reset.link.invalid' });
    expect((await reset(token, 'Linked789')).status).toBe(200);
  });
});
