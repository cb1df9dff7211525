import type { Session } from '@lobby/contract/auth';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { eq, sql } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, merchants } from '../../db/schema/index';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { DEMO, sendEncrypted, sendJson } from '../../test/accounts';
import { startLocalIssuer, type LocalIssuer } from '../../test/identity-issuer';

type Answer<T> = { success: boolean; value: T; code: string };

describe.each(DRIVERS)('social and Firebase sign-in on %s', (driver) => {
  let t: TestApp;
  let google: LocalIssuer;
  let firebase: LocalIssuer;
  beforeAll(async () => {
    t = await createTestApp(driver);
    google = await startLocalIssuer('google-client-id');
    firebase = await startLocalIssuer('nova-project');
    const social = {
      google: {
        clientId: 'google-client-id',
        audience: 'google-client-id',
        issuer: google.issuer,
        jwksUrl: google.jwksUrl,
      },
      facebook: null,
      firebase: {
        enabled: true,
        apiKey: 'key',
        authDomain: 'nova-project.firebaseapp.com',
        projectId: 'nova-project',
        appId: '1:1:web:1',
        audience: 'nova-project',
        issuer: firebase.issuer,
        jwksUrl: firebase.jwksUrl,
      },
    };
    await t.db.handle.db
      .update(merchants)
      .set({ settings: sql`jsonb_set(${merchants.settings}, '{auth}', ${JSON.stringify({ social })}::jsonb)` })
      .where(eq(merchants.code, 'LUCKYNOVA'));
    t.app.catalogue.clearCaches();
  });
  afterAll(async () => {
    await google.close();
    await firebase.close();
    await t.close();
  });

  const socialLogin = (idToken: string, provider = 'google') =>
    sendJson<Answer<Session>>(t.app, 'POST', API_PATHS.socialLogin, { provider, idToken });

  it('offers Google on the site, without the issuer details', async () => {
    const site = await getJson<Answer<{ auth: { social: Record<string, unknown> } }>>(t.app, API_PATHS.site);
    expect(site.body.value.auth.social).toEqual({
      google: { clientId: 'google-client-id' },
      facebook: null,
      firebase: {
        apiKey: 'key',
        authDomain: 'nova-project.firebaseapp.com',
        projectId: 'nova-project',
        appId: '1:1:web:1',
      },
    });
  });

  it('creates a member on the first Google sign-in and finds the same one after', async () => {
    const token = await google.sign({
      sub: 'g-123',
      email: 'ana.lee@example.com',
      email_verified: true,
      name: 'Ana Lee',
    });
    const first = await socialLogin(token);
    expect(first.status).toBe(200);
    expect(first.body.value.userName).toMatch(/^analee/);
    const again = await socialLogin(await google.sign({ sub: 'g-123' }));
    expect(again.body.value.userName).toBe(first.body.value.userName);
    const [row] = await t.db.handle.db.select().from(members).where(eq(members.usernameKey, first.body.value.userName));
    expect(row).toMatchObject({ email: 'ana.lee@example.com', nickname: 'Ana Lee', passwordHash: null });
  });

  it('refuses a token for another audience, an expired one, a forged one, and a provider the site has off', async () => {
    const forger = await generateKeyPair('RS256');
    const forged = await new SignJWT({ sub: 'g-1' })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(google.issuer)
      .setAudience('google-client-id')
      .setExpirationTime('10m')
      .sign(forger.privateKey);
    for (const token of [
      await google.sign({ sub: 'g-1' }, { audience: 'someone-else' }),
      await google.sign({ sub: 'g-1' }, { expiresIn: '-1m' }),
      forged,
    ]) {
      const { status, body } = await socialLogin(token);
      expect(status).toBe(401);
      expect(body.code).toBe('login.failed');
    }
    const facebook = await socialLogin(await google.sign({ sub: 'g-1' }), 'facebook');
    expect(facebook.status).toBe(403);
    expect((await sendJson<Failure>(t.app, 'POST', API_PATHS.socialLogin, { provider: 'google' })).status).toBe(400);
  });

  it('logs a member in with a Firebase phone token for their own number only', async () => {
    const firebaseLogin = async (phone: string, mobile: string) =>
      sendEncrypted<Answer<Session>>(t.app, API_PATHS.login, {
        type: 'firebase',
        firebaseChannel: 'sms',
        firebaseIdToken: await firebase.sign({ sub: 'f-1', phone_number: phone }),
        firebaseMobileNo: mobile,
        countryDialingCode: DEMO.player.dialing,
      });
    const ok = await firebaseLogin(`${DEMO.player.dialing}${DEMO.player.mobile}`, DEMO.player.mobile);
    expect(ok.status).toBe(200);
    expect(ok.body.value.userName).toBe('demo');
    const mismatch = await firebaseLogin('+6289999999999', DEMO.player.mobile);
    expect(mismatch.status).toBe(401);
  });

  it("resets a password with a Firebase phone token for the member's own number, not another's", async () => {
    const reset = async (phone: string) =>
      sendEncrypted<Answer<Session>>(t.app, API_PATHS.resetByPhone, {
        countryDialingCode: DEMO.player.dialing,
        mobileNum: DEMO.player.mobile,
        verificationCode: '123456',
        newPassword: 'Firebase99',
        firebaseIdToken: await firebase.sign({ sub: 'f-1', phone_number: phone }),
      });
    const other = await reset('+6289999999999');
    expect(other.status).toBe(400);
    expect(other.body.code).toBe('verification.code.invalid');
    const own = await reset(`${DEMO.player.dialing}${DEMO.player.mobile}`);
    expect(own.status).toBe(200);
    expect(own.body.value.userName).toBe('demo');
  });
});
