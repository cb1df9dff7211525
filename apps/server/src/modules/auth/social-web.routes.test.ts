import type { AddressInfo } from 'node:net';
import type { SiteSignInView } from '@lobby/contract/admin/site-settings';
import type { Session } from '@lobby/contract/auth';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';
import { pagePolicy } from '../../test/page-policy';
import { DEV_IDENTITY_PREFIX, DEV_SOCIAL_IDS } from './dev-identity.routes';

type Answer<T> = { success: boolean; value: T; code: string };

// The browser tests' path, over real HTTP: the server's own stand-in issuer and Graph API, the
// merchant's issuers pointed at it, and the page policy that follows the providers switched on.
describe.each(DRIVERS)('social sign-in against the stand-in providers on %s', (driver) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const standIn = (enabled: boolean) => call('PUT', `${DEV_IDENTITY_PREFIX}/merchant`, { enabled });
  const token = async (audience: string, claims: object) =>
    (await call<{ token: string }>('POST', `${DEV_IDENTITY_PREFIX}/token`, { audience, claims })).body.token;
  const social = (provider: string, idToken: string) =>
    call<Answer<Session>>('POST', API_PATHS.socialLogin, { provider, idToken });

  it('keeps the site-wide policy while no provider is set up', async () => {
    const csp = await pagePolicy(t.app);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('facebook');
  });

  it('signs a new member in with Google and with Facebook, and allows exactly their origins', async () => {
    expect((await standIn(true)).status).toBe(200);
    const site = await call<Answer<{ auth: { social: object } }>>('GET', API_PATHS.site);
    expect(site.body.value.auth.social).toEqual({
      google: { clientId: DEV_SOCIAL_IDS.googleClientId },
      facebook: { appId: DEV_SOCIAL_IDS.facebookAppId },
      firebase: {
        apiKey: DEV_SOCIAL_IDS.firebaseApiKey,
        authDomain: `${DEV_SOCIAL_IDS.firebaseProject}.firebaseapp.com`,
        projectId: DEV_SOCIAL_IDS.firebaseProject,
        appId: DEV_SOCIAL_IDS.firebaseAppId,
      },
    });
    const csp = await pagePolicy(t.app);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client https://connect.facebook.net");
    expect(csp).toContain(`https://${DEV_SOCIAL_IDS.firebaseProject}.firebaseapp.com`);
    expect(csp).toContain('https://identitytoolkit.googleapis.com');

    const google = await social(
      'google',
      await token(DEV_SOCIAL_IDS.googleClientId, { sub: 'g-web', email: 'gina.web@example.com', email_verified: true }),
    );
    expect(google.status).toBe(200);
    expect(google.body.value.userName).toMatch(/^ginaweb/);

    const fbToken = await token(DEV_SOCIAL_IDS.facebookAppId, {
      sub: 'fb-web',
      name: 'Fay Book',
      email: 'fay@example.com',
    });
    const facebook = await social('facebook', fbToken);
    expect(facebook.status).toBe(200);
    expect(facebook.body.value.userName).toMatch(/^fay/);
    expect((await social('facebook', fbToken)).body.value.userName).toBe(facebook.body.value.userName);
  });

  it('refuses a Facebook token another app obtained, and one the Graph API does not know', async () => {
    for (const idToken of [await token('another-app', { sub: 'fb-2' }), 'not-a-token']) {
      const { status, body } = await social('facebook', idToken);
      expect(status).toBe(401);
      expect(body.code).toBe('login.failed');
    }
  });

  it("drops a provider's origins when the operator switches it off, and never touches another merchant", async () => {
    const operator = await operatorSession(t.app, 'admin');
    const current = await adminCall<Answer<SiteSignInView>>(t.app, operator.token, 'GET', ADMIN_PATHS.siteSignIn);
    const { value } = current.body;
    const put = await adminCall(t.app, operator.token, 'PUT', ADMIN_PATHS.siteSignIn, {
      ...value,
      google: { ...value.google, enabled: false },
    });
    expect(put.status).toBe(200);
    const csp = await pagePolicy(t.app);
    expect(csp).not.toContain('accounts.google.com');
    expect(csp).toContain('https://connect.facebook.net');
    expect((await social('google', await token(DEV_SOCIAL_IDS.googleClientId, { sub: 'g-off' }))).status).toBe(403);

    const goldreef = await t.app.inject({ url: API_PATHS.site, headers: { merchant: 'GOLDREEF', host: 'localhost' } });
    expect(goldreef.json()).toMatchObject({ value: { auth: { social: { facebook: null } } } });
    // A page is the merchant's by its domain.
    expect(await pagePolicy(t.app, { host: 'goldenreef.test' })).not.toContain('facebook');

    await standIn(false);
    expect(await pagePolicy(t.app)).not.toContain('facebook');
  });
});
