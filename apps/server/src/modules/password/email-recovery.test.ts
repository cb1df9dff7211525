import { API_PATHS, type Failure } from '@lobby/contract/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, passwordResets } from '../../db/schema/index';
import { sha256 } from '../../lib/secrets';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { DEMO, nextAddress } from '../../test/accounts';
import { registerMember, withSettings } from '../../test/account-records';

type Answer = { success: boolean; value: { done: true } } & Failure;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const MAILER = 'mailer0@example.com';

describe.each(DRIVERS)('password recovery by e-mail on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const recover = async (fields: Record<string, string>, options: { host?: string; ip?: string } = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.emailRecovery,
      headers: { ...FORM, ...(options.host ? { host: options.host } : {}) },
      remoteAddress: options.ip ?? '127.0.0.1',
      payload: new URLSearchParams(fields).toString(),
    });
    return { status: response.statusCode, body: response.json() as Answer };
  };
  const mailsTo = async (to: string) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `${API_PATHS.outbox}?to=${encodeURIComponent(to)}&limit=100` })
      ).json() as {
        value: { subject: string; body: string }[];
      }
    ).value;
  const resetRows = async () => (await t.db.handle.db.select({ n: count() }).from(passwordResets))[0]?.n ?? 0;

  it('mails a single-use link to the address of the account, valid for 30 minutes', async () => {
    await registerMember(t, { username: 'Mailer0', email: MAILER });
    const { status, body } = await recover({ username: 'MAILER0', email: ' Mailer0@Example.com ' });
    expect(status).toBe(200);
    expect(body.value).toEqual({ done: true });
    const [mail] = await mailsTo(MAILER);
    expect(mail?.subject).toBe('Reset your password');
    const token = /http:\/\/localhost:80\/m\/forget\?resetToken=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const [row] = await t.db.handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token ?? '')));
    expect(row?.usedAt).toBeNull();
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('answers done and sends nothing for unknown, mismatched, disabled or foreign-host requests', async () => {
    const closed = 'closed@luckynova.com';
    await t.db.handle.db.update(members).set({ email: closed }).where(eq(members.usernameKey, DEMO.disabled.username));
    const rows = await resetRows();
    const mails = (await mailsTo(MAILER)).length;
    for (const [fields, host] of [
      [{ username: 'nobody99', email: MAILER }, undefined],
      [{ username: 'mailer0', email: 'other@example.com' }, undefined],
      [{ username: DEMO.disabled.username, email: closed }, undefined],
      [{ username: 'mailer0', email: MAILER }, 'evil.example'],
    ] as const) {
      const { status, body } = await recover(fields, host ? { host } : {});
      expect(status).toBe(200);
      expect(body.value).toEqual({ done: true });
    }
    expect(await resetRows()).toBe(rows);
    expect((await mailsTo(MAILER)).length).toBe(mails);
    expect(await mailsTo(closed)).toHaveLength(0);
  });

  it('sends at most 3 mails per account per hour', async () => {
    await registerMember(t, { username: 'mailer1', email: 'mailer1@example.com' });
    for (let i = 0; i < 5; i += 1) {
      expect((await recover({ username: 'mailer1', email: 'mailer1@example.com' })).status).toBe(200);
    }
    expect(await mailsTo('mailer1@example.com')).toHaveLength(3);
  });

  it('refuses a malformed e-mail, missing, oversized and hostile fields, writing nothing', async () => {
    const rows = await resetRows();
    const cases: [Record<string, string>, string][] = [
      [{ username: 'mailer0', email: 'mailer0@' }, 'email'],
      [{ username: 'mailer0', email: 'mailer0@example.toolong' }, 'email'],
      // The spec's rule wants a 2-3 letter suffix: a .test address is refused.
      [{ username: DEMO.player.username, email: 'demo@luckynova.test' }, 'email'],
      [{ username: 'mailer0' }, 'email'],
      [{ email: MAILER }, 'username'],
      [{ username: 'd'.repeat(65), email: MAILER }, 'username'],
      [{ username: 'mailer0', email: `${'e'.repeat(250)}@x.com` }, 'email'],
    ];
    for (const fragment of ["x' OR '1'='1", '<script>alert(1)</script>', '1; DROP TABLE members;--']) {
      cases.push([{ username: fragment, email: MAILER }, 'username']);
      cases.push([{ username: 'mailer0', email: fragment }, 'email']);
    }
    for (const [fields, field] of cases) {
      const { status, body } = await recover(fields);
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body).toMatchObject({ code: 'request.invalid', field });
    }
    const format = await recover({ username: 'mailer0', email: 'mailer0@' });
    expect(format.body.message).toBe('Incorrect e-mail format.');
    expect(await resetRows()).toBe(rows);
  });

  it('rate-limits the call per address and is off when the merchant turns e-mail recovery off', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await recover({ username: 'nobody', email: 'a@b.cd' }, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await withSettings(
      t,
      (settings) => ({ ...settings, auth: { ...settings.auth, recovery: { email: false, phone: true } } }),
      async () => {
        const { status, body } = await recover({ username: 'mailer0', email: MAILER });
        expect(status).toBe(403);
        expect(body.code).toBe('permission.denied');
      },
    );
  });
});
