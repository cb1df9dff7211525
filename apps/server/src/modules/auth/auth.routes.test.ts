import { memberInfoSchema, sessionSchema } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendEncrypted, sendJson } from '../../test/accounts';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('login, session and logout on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('logs the demo player in and knows who they are', async () => {
    const session = sessionSchema.parse(await loginAs(t.app, DEMO.player.username, DEMO.player.password));
    expect(session).toMatchObject({ userName: 'demo', type: 0, merchantCode: 'LUCKYNOVA', trial: false });
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await sendJson<Ok<unknown>>(t.app, 'GET', API_PATHS.member, undefined, session.token);
    expect(me.status).toBe(200);
    expect(memberInfoSchema.parse(me.body.value)).toMatchObject({ account: 'demo', nickname: 'Lucky Demo', type: 0 });
  });

  it('takes the username in any case', async () => {
    await expect(loginAs(t.app, 'DEMO', DEMO.player.password)).resolves.toMatchObject({ userName: 'demo' });
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const unknown = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      username: 'nobody-here',
      password: 'Whatever1',
    });
    const wrong = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      username: 'agent01',
      password: 'Wrong1234',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.code).toBe('login.failed');
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses a plain body, a missing header and a tampered JWE, and writes no session', async () => {
    const plain = await sendJson<Failure>(t.app, 'POST', API_PATHS.login, {
      type: 'username',
      username: 'demo',
      password: 'Demo1234',
    });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('request.encryption.required');

    const good = await sendEncrypted<Ok<unknown>>(t.app, API_PATHS.login, {
      type: 'username',
      username: 'x',
      password: 'y',
    });
    expect(good.status).toBe(401);
    const jwe = await (
      await import('../../test/accounts')
    ).encryptFor(t.app, { type: 'username', username: 'demo', password: 'Demo1234' });
    const parts = jwe.split('.');
    const flipped = parts[3]!.startsWith('A') ? `B${parts[3]!.slice(1)}` : `A${parts[3]!.slice(1)}`;
    const tampered = [parts[0], parts[1], parts[2], flipped, parts[4]].join('.');
    for (const payload of [tampered, 'not-a-jwe', `${jwe}x`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        headers: { encryption: 'JWE' },
        payload: { payload },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('request.encryption.invalid');
    }
    const noHeader = await t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { payload: jwe } });
    expect(noHeader.json().code).toBe('request.encryption.required');
  });

  it('validates the decrypted payload: wrong types, missing and oversized fields', async () => {
    const cases = [
      { type: 'username', username: 12, password: 'x' },
      { type: 'username', password: 'x' },
      { type: 'username', username: 'a'.repeat(500), password: 'x' },
      { type: 'telepathy', username: 'demo', password: 'x' },
      { type: 'username', username: 'demo', password: 'x'.repeat(10_000) },
    ];
    for (const body of cases) {
      const { status, body: failure } = await sendEncrypted<Failure>(t.app, API_PATHS.login, body);
      expect(status).toBe(400);
      expect(failure.code).toBe('request.invalid');
    }
  });

  it('keeps hostile text inert: a SQL or script fragment as username is just a failed login', async () => {
    for (const username of ["demo' OR '1'='1", '<script>alert(1)</script>', 'demo;--']) {
      const { status, body } = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
        type: 'username',
        username,
        password: "' OR 1=1 --",
      });
      expect(status).toBe(401);
      expect(body.code).toBe('login.failed');
    }
  });

  it('sends agents to the agent side and agent-only accounts away from the member side', async () => {
    const player = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      username: DEMO.player.username,
      password: DEMO.player.password,
      portal: 'agent',
    });
    expect(player.status).toBe(403);
    expect(player.body.code).toBe('login.not.agent');
    const agentOnly = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      ...DEMO.agentOnly,
    });
    expect(agentOnly.body.code).toBe('login.not.member');
    await expect(
      loginAs(t.app, DEMO.agentOnly.username, DEMO.agentOnly.password, { portal: 'agent' }),
    ).resolves.toMatchObject({ type: 41 });
    await expect(loginAs(t.app, DEMO.agent.username, DEMO.agent.password, { portal: 'agent' })).resolves.toMatchObject({
      type: 1,
    });
    await expect(loginAs(t.app, DEMO.agent.username, DEMO.agent.password)).resolves.toMatchObject({ type: 1 });
  });

  it('refuses a disabled account once its password is right', async () => {
    const { status, body } = await sendEncrypted<Failure>(t.app, API_PATHS.login, {
      type: 'username',
      ...DEMO.disabled,
    });
    expect(status).toBe(403);
    expect(body.code).toBe('account.disabled');
  });

  it('renews, then logs out: the token stops working with "session ended"', async () => {
    const { token, expiresAt } = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const renewed = await sendJson<Ok<{ expiresAt: string }>>(t.app, 'POST', API_PATHS.renewSession, undefined, token);
    expect(renewed.status).toBe(200);
    expect(Date.parse(renewed.body.value.expiresAt)).toBeGreaterThanOrEqual(Date.parse(expiresAt));
    const out = await sendJson(t.app, 'DELETE', API_PATHS.session, undefined, token);
    expect(out.status).toBe(200);
    const after = await sendJson<Failure>(t.app, 'GET', API_PATHS.member, undefined, token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('session.ended');
  });

  it('keeps visitors, made-up tokens and other merchants out of member routes', async () => {
    const visitor = await getJson<Failure>(t.app, API_PATHS.member);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('login.required');
    const forged = await sendJson<Failure>(t.app, 'GET', API_PATHS.member, undefined, 'x'.repeat(43));
    expect(forged.body.code).toBe('login.required');
    const { token } = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: API_PATHS.member,
      headers: { authorization: `Bearer ${token}`, host: 'goldenreef.test' },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("starts a trial session with the merchant's trial member type", async () => {
    const { status, body } = await sendJson<Ok<unknown>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    expect(status).toBe(200);
    const session = sessionSchema.parse(body.value);
    expect(session).toMatchObject({ type: 0, trial: true });
    const reef = await t.app.inject({
      method: 'POST',
      url: API_PATHS.trial,
      headers: { host: 'goldenreef.test' },
      payload: { moduleId: 'FREEPLAY3' },
    });
    expect(sessionSchema.parse(reef.json<Ok<unknown>>().value)).toMatchObject({ type: 4, trial: true });
    const me = await sendJson<Ok<{ trial: boolean }>>(t.app, 'GET', API_PATHS.member, undefined, session.token);
    expect(me.body.value.trial).toBe(true);
    const bad = await sendJson<Failure>(t.app, 'POST', API_PATHS.trial, { moduleId: 'DROP TABLE' });
    expect(bad.status).toBe(400);
  });
});
