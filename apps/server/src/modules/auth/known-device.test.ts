import { API_PATHS, ENCRYPTION_SCHEME, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, encryptFor, nextAddress, solvedCaptcha } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { DEFAULT_AUTH_SETTINGS } from '../site/auth-settings';

const { lockAfterFailures, captchaAfterFailures } = DEFAULT_AUTH_SETTINGS;
const OWNER = { username: DEMO.agentOnly.username, password: DEMO.agentOnly.password, portal: 'agent' };

describe.each(DRIVERS)('known browsers and account locks on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  /** A login from a fresh address; `device` is the browser's device cookie, if it has one. */
  async function login(body: object, device?: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { encryption: ENCRYPTION_SCHEME, ...(device ? { cookie: `lobby_device=${device}` } : {}) },
      remoteAddress: nextAddress(),
      payload: { payload: await encryptFor(t.app, { type: 'username', ...body }) },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === 'lobby_device');
    return { status: response.statusCode, body: response.json() as Failure, cookie };
  }
  /** Wrong passwords (with a captcha once one is needed) until the answer is a lock. */
  async function guessUntilLocked(username: string, device?: string) {
    for (let i = 0; i < lockAfterFailures; i += 1) {
      const extra = i >= captchaAfterFailures ? await solvedCaptcha(t.app) : {};
      const { body } = await login({ ...OWNER, username, password: 'Wrong1234', ...extra }, device);
      if (body.code === 'login.locked') return;
    }
    throw new Error('never locked');
  }

  it('marks the browser with an HttpOnly device cookie sent to the login call only', async () => {
    const { status, cookie } = await login(OWNER);
    expect(status).toBe(200);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: API_PATHS.login });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('keeps the owner’s known browser working while strangers’ guesses lock the account', async () => {
    const owner = (await login(OWNER)).cookie?.value;
    const other = (await login({ ...DEMO.player, portal: 'member' })).cookie?.value;
    await guessUntilLocked(OWNER.username);

    const stranger = await login({ ...OWNER, ...(await solvedCaptcha(t.app)) });
    expect(stranger.status).toBe(429);
    expect(stranger.body.code).toBe('login.locked');
    // Another member's device cookie does not open this account.
    expect((await login({ ...OWNER, ...(await solvedCaptcha(t.app)) }, other)).status).toBe(429);

    const known = await login(OWNER, owner);
    expect(known.status).toBe(200);
    expect(known.cookie?.value).toBe(owner);
    // The owner getting in does not lift the lock for everyone else.
    expect((await login({ ...OWNER, ...(await solvedCaptcha(t.app)) })).status).toBe(429);
  });

  it('counts wrong passwords from a known browser on that browser, then stops trusting it', async () => {
    const owner = (await login(DEMO.agent)).cookie?.value;
    await guessUntilLocked(DEMO.agent.username);
    await guessUntilLocked(DEMO.agent.username, owner);
    const refused = await login({ ...DEMO.agent, ...(await solvedCaptcha(t.app)) }, owner);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('login.locked');
  });
});
