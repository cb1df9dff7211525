import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { Site } from '@lobby/contract/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('operator site settings on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const put = (path: string, body: unknown, token = admin) => adminCall<Failure>(t.app, token, 'PUT', path, body);
  const get = <T>(path: string) => adminCall<Ok<T>>(t.app, admin, 'GET', path);
  const site = async () => (await getJson<Ok<Site>>(t.app, API_PATHS.site)).body.value;

  it('round-trips flags, modules, templates and web clip, and the public site shows them at once', async () => {
    const current = (await get<{ flags: Record<string, boolean> }>(ADMIN_PATHS.siteFlags)).body.value;
    expect(current.flags.REWCEN3).toBe(true);
    expect((await site()).flags.REWCEN3).toBe(true);
    const body = {
      flags: { ...current.flags, REWCEN3: false, TRANSBETREPMEM3: false },
      modules: { INBOX3: true, REWCEN3: false },
      templates: { mem_cen: '1', dep_func: '1' },
      webClip: true,
    };
    const saved = await put(ADMIN_PATHS.siteFlags, body);
    expect(saved.status).toBe(200);
    expect((await get(ADMIN_PATHS.siteFlags)).body.value).toEqual(body);
    const now = await site();
    expect(now.flags).toMatchObject({ REWCEN3: false, TRANSBETREPMEM3: false, CBS3: true });
    expect(now.modules).toEqual({ INBOX3: true, REWCEN3: false });
    expect(now.templates).toEqual({ mem_cen: '1', dep_func: '1' });
    expect(now.webClip).toBe(true);
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({
      action: 'site.flags.update',
      targetType: 'site',
      targetId: 'LUCKYNOVA',
      detail: {
        before: { flags: { REWCEN3: true }, webClip: false },
        after: { flags: { REWCEN3: false }, webClip: true },
      },
    });
    await put(ADMIN_PATHS.siteFlags, {
      ...body,
      flags: current.flags,
      modules: Object.fromEntries(Object.keys(now.modules).map((k) => [k, true])),
    });
  });

  it('replaces link resources and customer service; the site lists them', async () => {
    const resources = [
      { resourceType: 'IOS', url: 'https://apps.example.com/nova/ios2', labelNameEn: 'Nova iOS' },
      { resourceType: 'MOBILECONFIG', url: '/media/apps/nova.mobileconfig', labelNameEn: 'Profile' },
    ];
    expect((await put(ADMIN_PATHS.siteResources, { resources })).status).toBe(200);
    expect((await site()).resources).toEqual(resources);
    const service = {
      customerService: [{ title: 'Night desk', csType: 'TELEGRAM', url: 'https://t.me/nova_night' }],
      social: { viber: 'https://viber.example.com/nova' },
      chat: { url: 'https://chat.example.com/nova2', headerColor: '#112233', title: 'Nova help' },
    };
    expect((await put(ADMIN_PATHS.siteCustomerService, service)).status).toBe(200);
    const now = await site();
    expect(now.customerService).toEqual([{ title: 'Night desk', csType: 'TELEGRAM', path: 'https://t.me/nova_night' }]);
    expect(now.social).toEqual({ viber: 'https://viber.example.com/nova' });
    expect((await get(ADMIN_PATHS.siteCustomerService)).body.value).toEqual(service);
  });

  it('normalises country codes and drops repeats', async () => {
    const saved = await put(ADMIN_PATHS.siteRegion, {
      blockedCountries: ['id', 'ID', ' my '],
      allowedIps: ['1.2.3.4', '2001:db8::/32'],
    });
    expect(saved.status).toBe(200);
    expect((await get(ADMIN_PATHS.siteRegion)).body.value).toEqual({
      blockedCountries: ['ID', 'MY'],
      allowedIps: ['1.2.3.4', '2001:db8::/32'],
    });
    await put(ADMIN_PATHS.siteRegion, { blockedCountries: [], allowedIps: [] });
  });

  it.each([
    ['an unknown country', ADMIN_PATHS.siteRegion, { blockedCountries: ['XX'], allowedIps: [] }, 'blockedCountries'],
    [
      'a three-letter country',
      ADMIN_PATHS.siteRegion,
      { blockedCountries: ['IDN'], allowedIps: [] },
      'blockedCountries',
    ],
    ['a bad address', ADMIN_PATHS.siteRegion, { blockedCountries: [], allowedIps: ['1.2.3'] }, 'allowedIps'],
    [
      'too many countries',
      ADMIN_PATHS.siteRegion,
      { blockedCountries: Array(251).fill('ID'), allowedIps: [] },
      'blockedCountries',
    ],
    [
      'a javascript: link',
      ADMIN_PATHS.siteResources,
      { resources: [{ resourceType: 'IOS', url: 'javascript:alert(1)', labelNameEn: 'x' }] },
      'resources',
    ],
    [
      'another host behind //',
      ADMIN_PATHS.siteResources,
      { resources: [{ resourceType: 'IOS', url: '//evil.example.com/app', labelNameEn: 'x' }] },
      'resources',
    ],
    [
      'the same resource type twice',
      ADMIN_PATHS.siteResources,
      {
        resources: [
          { resourceType: 'IOS', url: 'https://a.example.com', labelNameEn: 'a' },
          { resourceType: 'IOS', url: 'https://b.example.com', labelNameEn: 'b' },
        ],
      },
      'resources',
    ],
    [
      'a data: chat address',
      ADMIN_PATHS.siteCustomerService,
      { customerService: [], social: {}, chat: { url: 'data:text/html,hi', headerColor: '#112233', title: 'x' } },
      'chat',
    ],
    [
      'a markup title',
      ADMIN_PATHS.siteCustomerService,
      {
        customerService: [{ title: '<b>x</b>', csType: 'LIVECHAT', url: 'https://chat.example.com' }],
        social: {},
        chat: { url: 'https://chat.example.com', headerColor: '#112233', title: 'x' },
      },
      'customerService',
    ],
    [
      'a window ending before it starts',
      ADMIN_PATHS.siteMaintenance,
      { active: false, windows: [{ startsAt: '2026-02-01T10:00:00Z', endsAt: '2026-02-01T09:00:00Z' }], message: {} },
      'windows',
    ],
    [
      'markup in the message',
      ADMIN_PATHS.siteMaintenance,
      { active: true, windows: [], message: { en: '<script>x</script>' } },
      'message',
    ],
    [
      'an unknown flag',
      ADMIN_PATHS.siteFlags,
      { flags: { NOPE: true }, modules: {}, templates: { mem_cen: '0', dep_func: '0' }, webClip: false },
      'flags',
    ],
    [
      'a bad template value',
      ADMIN_PATHS.siteFlags,
      { flags: {}, modules: {}, templates: { mem_cen: '2', dep_func: '0' }, webClip: false },
      'templates',
    ],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, path, body, field) => {
    const before = (await get(path)).body.value;
    const refused = await put(path, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'request.invalid', field });
    expect((await get(path)).body.value).toEqual(before);
  });

  it('lets only admins read or change settings', async () => {
    const editor = (await operatorSession(t.app, 'editor')).token;
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const body = { blockedCountries: ['US'], allowedIps: [] };
    expect((await put(ADMIN_PATHS.siteRegion, body, editor)).body.code).toBe('permission.denied');
    expect((await put(ADMIN_PATHS.siteRegion, body, reviewer)).status).toBe(403);
    expect((await adminCall(t.app, editor, 'GET', ADMIN_PATHS.siteMaintenance)).status).toBe(403);
    expect((await put(ADMIN_PATHS.siteRegion, body, reef)).status).toBe(401);
    const visitor = await t.app.inject({ method: 'PUT', url: ADMIN_PATHS.siteRegion, payload: body });
    expect(visitor.statusCode).toBe(401);
    expect((await get<{ blockedCountries: string[] }>(ADMIN_PATHS.siteRegion)).body.value.blockedCountries).toEqual([]);
  });

  it('keeps both of two simultaneous changes to different sections', async () => {
    const maintenance = { active: false, windows: [], message: { en: 'Upgrading' } };
    const region = { blockedCountries: ['KP'], allowedIps: [] };
    const [a, b] = await Promise.all([
      put(ADMIN_PATHS.siteMaintenance, maintenance),
      put(ADMIN_PATHS.siteRegion, region),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await get(ADMIN_PATHS.siteMaintenance)).body.value).toEqual(maintenance);
    expect((await get(ADMIN_PATHS.siteRegion)).body.value).toEqual(region);
    await put(ADMIN_PATHS.siteRegion, { blockedCountries: [], allowedIps: [] });
  });
});
