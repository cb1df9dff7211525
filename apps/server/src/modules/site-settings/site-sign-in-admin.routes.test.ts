import type { AuditEntryView } from '@lobby/contract/admin/operators';
import type { SiteSignInView } from '@lobby/contract/admin/site-settings';
import type { AuthSettings } from '@lobby/contract/auth';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';
import { pagePolicy } from '../../test/page-policy';
import { firebaseAddresses, GOOGLE_ADDRESSES } from './sign-in-section';

type Ok<T> = { success: true; value: T };

const ON: SiteSignInView = {
  google: { enabled: true, clientId: '1234567890-abcdef.apps.googleusercontent.com' },
  facebook: { enabled: true, appId: '987654321012' },
  firebase: {
    enabled: true,
    apiKey: 'AIzaSyDemoKey_0123456789',
    authDomain: 'nova-lobby.firebaseapp.com',
    projectId: 'nova-lobby',
    appId: '1:1234567890:web:abc123',
  },
};

describe.each(DRIVERS)('operator sign-in providers on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let initial: SiteSignInView;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
    initial = (await read()).body.value;
  });
  afterAll(() => t.close());

  const read = (token = admin, headers: Record<string, string> = {}) =>
    adminCall<Ok<SiteSignInView>>(t.app, token, 'GET', ADMIN_PATHS.siteSignIn, undefined, headers);
  const put = (body: unknown, token = admin, headers: Record<string, string> = {}) =>
    adminCall<Omit<Failure, 'success'> & Ok<SiteSignInView>>(
      t.app,
      token,
      'PUT',
      ADMIN_PATHS.siteSignIn,
      body,
      headers,
    );
  /** What the site offers, and the policy its answers carry. */
  const site = async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.site });
    const body = response.json<Ok<{ auth: AuthSettings }>>();
    return { social: body.value.auth.social, csp: await pagePolicy(t.app) };
  };
  const stored = async () => {
    const [row] = await t.db.handle.db
      .select({ settings: merchants.settings })
      .from(merchants)
      .where(eq(merchants.code, 'LUCKYNOVA'));
    return row?.settings.auth?.social;
  };

  it('shows the demo providers off: their flags are on but no id is set', () => {
    expect(initial).toEqual({
      google: { enabled: false, clientId: null },
      facebook: { enabled: false, appId: null },
      firebase: { enabled: false, apiKey: null, authDomain: null, projectId: null, appId: null },
    });
  });

  it('switches all three on: the site offers them, its policy opens at once, the audit keeps before and after', async () => {
    const before = await site();
    expect(before.csp).not.toContain('accounts.google.com');
    const saved = await put(ON);
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual(ON);

    const after = await site();
    expect(after.social).toEqual({
      google: { clientId: ON.google.clientId },
      facebook: { appId: ON.facebook.appId },
      firebase: {
        apiKey: ON.firebase.apiKey,
        authDomain: 'nova-lobby.firebaseapp.com',
        projectId: 'nova-lobby',
        appId: ON.firebase.appId,
      },
    });
    expect(after.csp).toContain('https://accounts.google.com/gsi/client');
    expect(after.csp).toContain('https://connect.facebook.net');
    expect(after.csp).toContain('https://nova-lobby.firebaseapp.com');

    // The addresses tokens are checked at are the server's, not the operator's.
    expect(await stored()).toMatchObject({
      google: { audience: ON.google.clientId, ...GOOGLE_ADDRESSES },
      firebase: { audience: 'nova-lobby', ...firebaseAddresses('nova-lobby') },
      facebook: { appId: ON.facebook.appId },
    });

    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({
      action: 'site.signIn.update',
      targetType: 'site',
      targetId: 'LUCKYNOVA',
      detail: { before: initial, after: ON },
    });
  });

  it('keeps Firebase off by its switch with the config kept; the policy closes again', async () => {
    const off = { ...ON, google: { ...ON.google, enabled: false }, facebook: { enabled: false, appId: null } };
    const saved = await put({ ...off, firebase: { ...ON.firebase, enabled: false } });
    expect(saved.body.value.firebase).toEqual({ ...ON.firebase, enabled: false });
    expect(saved.body.value.google).toEqual({ enabled: false, clientId: ON.google.clientId });
    const { social, csp } = await site();
    expect(social).toEqual({ google: null, facebook: null, firebase: null });
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('firebaseapp.com');
  });

  it.each([
    [
      'Google without a client id',
      { google: { enabled: true, clientId: '' } },
      'signin.google.client.missing',
      'google.clientId',
    ],
    [
      'Facebook without an app id',
      { facebook: { enabled: true, appId: null } },
      'signin.facebook.app.missing',
      'facebook.appId',
    ],
    [
      'Firebase without its auth domain',
      { firebase: { ...ON.firebase, authDomain: null } },
      'signin.firebase.config.incomplete',
      'firebase.authDomain',
    ],
  ])('refuses %s with its own code, changing nothing', async (_name, change, code, field) => {
    const before = (await read()).body.value;
    const refused = await put({ ...ON, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code, field });
    expect((await read()).body.value).toEqual(before);
  });

  it.each([
    ['a client id of another domain', { google: { enabled: true, clientId: '123-abc.example.com' } }, 'google'],
    [
      'markup in a client id',
      { google: { enabled: false, clientId: '1-a.apps.googleusercontent.com"><script>' } },
      'google',
    ],
    ['letters in an app id', { facebook: { enabled: true, appId: 'app123' } }, 'facebook'],
    ['an auth domain with a scheme', { firebase: { ...ON.firebase, authDomain: 'https://evil.example' } }, 'firebase'],
    [
      'a policy in an auth domain',
      { firebase: { ...ON.firebase, authDomain: "a.com; script-src 'unsafe-inline'" } },
      'firebase',
    ],
    ['a project id in capitals', { firebase: { ...ON.firebase, projectId: 'Nova' } }, 'firebase'],
    ['an API key with a space', { firebase: { ...ON.firebase, apiKey: 'AIza key 0123456789' } }, 'firebase'],
    ['a Graph address', { facebook: { enabled: true, appId: '12345', graphUrl: 'https://evil.example' } }, 'facebook'],
  ])('refuses %s with 400, changing nothing', async (_name, change, field) => {
    const before = (await read()).body.value;
    const refused = await put({ ...ON, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('request.invalid');
    expect(refused.body.field).toContain(field);
    expect((await read()).body.value).toEqual(before);
  });

  it('lets only admins read or change it, and never another merchant', async () => {
    const editor = (await operatorSession(t.app, 'editor')).token;
    const finance = (await operatorSession(t.app, 'finance')).token;
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const mine = (await read()).body.value;
    expect((await put(ON, editor)).body.code).toBe('permission.denied');
    expect((await put(ON, finance)).status).toBe(403);
    expect((await read(reviewer)).status).toBe(403);

    const reefView = await read(reef, { merchant: 'GOLDREEF' });
    expect(reefView.body.value.google.clientId).toBeNull();
    expect(reefView.body.value.firebase.apiKey).toBeNull();
    const reefOn = { ...ON, google: { enabled: true, clientId: '55-reef.apps.googleusercontent.com' } };
    expect((await put(reefOn, reef, { merchant: 'GOLDREEF' })).status).toBe(200);
    expect((await put(reefOn, reef)).status).toBe(401);
    expect((await read()).body.value).toEqual(mine);
    expect((await site()).social.google).toBeNull();
  });
});
