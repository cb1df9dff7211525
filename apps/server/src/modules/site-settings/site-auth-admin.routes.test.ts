import type { AuditEntryView } from '@lobby/contract/admin/operators';
import type { SiteAuthSettings } from '@lobby/contract/admin/site-settings';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { RegisterSettings } from '@lobby/contract/register';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('operator login and registration settings on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  let initial: SiteAuthSettings;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
    initial = (await read()).body.value;
  });
  afterAll(() => t.close());

  const read = (token = admin, headers: Record<string, string> = {}) =>
    adminCall<Ok<SiteAuthSettings>>(t.app, token, 'GET', ADMIN_PATHS.siteAuth, undefined, headers);
  const put = (body: unknown, token = admin, headers: Record<string, string> = {}) =>
    adminCall<Omit<Failure, 'success'> & Ok<SiteAuthSettings>>(
      t.app,
      token,
      'PUT',
      ADMIN_PATHS.siteAuth,
      body,
      headers,
    );
  const registerForm = async () => (await getJson<Ok<RegisterSettings>>(t.app, API_PATHS.registerSettings)).body.value;
  const restore = () => put(initial);

  it('reads the seeded methods, thresholds and field modes', () => {
    expect(initial.methods).toMatchObject({ username: true, mobile: true, smsLogin: true });
    expect(initial.captchaAfterFailures).toBeLessThan(initial.lockAfterFailures);
    expect(initial.registerFields.username).toMatchObject({ username: 'required', email: 'optional' });
  });

  it('changes field modes and methods; the register form follows at once; the audit keeps before and after', async () => {
    const body: SiteAuthSettings = {
      ...initial,
      methods: { ...initial.methods, mobile: false },
      lockAfterFailures: 12,
      registerFields: {
        username: { ...initial.registerFields.username, email: 'required', nickname: 'hidden' },
        mobile: initial.registerFields.mobile,
      },
    };
    const saved = await put(body);
    expect(saved.status).toBe(200);
    expect(saved.body.value).toEqual(body);
    expect((await read()).body.value).toEqual(body);

    const form = await registerForm();
    expect(form.kinds).toEqual(['username']);
    const email = form.rules.username.find((rule) => rule.field === 'email');
    expect(email).toMatchObject({ enabled: true, required: true });
    // The pattern and messages the operator did not touch stay.
    expect(email?.pattern).toBeTruthy();
    expect(email?.messages.required).toBe('Please enter your e-mail.');
    expect(form.rules.username.find((rule) => rule.field === 'nickname')?.enabled).toBe(false);

    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    const [entry] = log.body.value;
    expect(entry).toMatchObject({ action: 'site.auth.update', targetType: 'site', targetId: 'LUCKYNOVA' });
    expect(entry?.detail).toMatchObject({
      before: { lockAfterFailures: initial.lockAfterFailures, registerFields: { username: { email: 'optional' } } },
      after: { lockAfterFailures: 12, methods: { mobile: false }, registerFields: { username: { email: 'required' } } },
    });
    expect((await restore()).status).toBe(200);
    expect((await registerForm()).kinds).toEqual(['username', 'mobile']);
  });

  it('leaves the other white-label flags alone when a method changes', async () => {
    const flags = async () =>
      (await adminCall<Ok<{ flags: Record<string, boolean> }>>(t.app, admin, 'GET', ADMIN_PATHS.siteFlags)).body.value
        .flags;
    const before = await flags();
    const verify = initial.methods.mobileVerification;
    await put({ ...initial, methods: { ...initial.methods, mobileVerification: !verify } });
    expect(await flags()).toEqual({ ...before, REGMOBVERF3: !verify });
    await restore();
  });

  it.each([
    ['a lock before the captcha', { captchaAfterFailures: 5, lockAfterFailures: 5 }, 'lockAfterFailures'],
    ['a zero threshold', { captchaAfterFailures: 0 }, 'captchaAfterFailures'],
    ['a fractional lock time', { lockMinutes: 1.5 }, 'lockMinutes'],
    ['an unknown captcha kind', { captchaKind: 'audio' }, 'captchaKind'],
    ['an optional password', { registerFields: { username: { password: 'optional' }, mobile: {} } }, 'registerFields'],
    ['a hidden mobile number', { registerFields: { username: {}, mobile: { mobileNum: 'hidden' } } }, 'registerFields'],
    ['an unknown mode', { registerFields: { username: { email: 'shown' }, mobile: {} } }, 'registerFields'],
    [
      'a field the form does not have',
      { registerFields: { username: { zalo: 'required' }, mobile: {} } },
      'registerFields',
    ],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, change, field) => {
    const before = (await read()).body.value;
    const refused = await put({ ...initial, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('request.invalid');
    expect(refused.body.field).toContain(field);
    expect((await read()).body.value).toEqual(before);
  });

  it('lets only admins read or change it, and never another merchant', async () => {
    const editor = (await operatorSession(t.app, 'editor')).token;
    const finance = (await operatorSession(t.app, 'finance')).token;
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const body = { ...initial, methods: { ...initial.methods, username: false } };
    expect((await put(body, editor)).body.code).toBe('permission.denied');
    expect((await put(body, finance)).status).toBe(403);
    expect((await read(editor)).status).toBe(403);
    // GOLDREEF's admin, on GOLDREEF's host, sees GOLDREEF's settings; LUCKYNOVA's are untouched.
    const reefView = await read(reef, { merchant: 'GOLDREEF' });
    expect(reefView.status).toBe(200);
    expect((await put(body, reef, { merchant: 'GOLDREEF' })).status).toBe(200);
    expect((await put(body, reef)).status).toBe(401);
    expect((await read()).body.value).toEqual(initial);
    expect((await put(reefView.body.value, reef, { merchant: 'GOLDREEF' })).status).toBe(200);
  });
});
