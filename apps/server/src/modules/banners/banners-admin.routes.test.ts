import { adminBannerPageSchema, type AdminBanner } from '@lobby/contract/admin/announcements';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import type { AnnouncementsFeed } from '@lobby/contract/announcements';
import { bannersResponseSchema, type Banner } from '@lobby/contract/banners';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const BANNER = {
  groupName: 'm_fish',
  title: 'Fishing frenzy',
  imageUrl: '/media/banners/fish.webp',
  linkType: 'ROUTE',
  linkage: '/m/fishing-games',
};

describe.each(DRIVERS)('operator API: banners on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  let admin: string;

  const fish = async (language = 'en') => {
    const { status, body } = await getJson<Ok<Banner[]>>(
      t.app,
      `${API_PATHS.banners}?groupName=m_fish&language=${language}`,
    );
    expect(status).toBe(200);
    return bannersResponseSchema.parse(body.value);
  };
  const create = async (body: Record<string, unknown>) => {
    const created = await adminCall<Ok<AdminBanner>>(t.app, editor, 'POST', ADMIN_PATHS.banners, {
      ...BANNER,
      ...body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.value;
  };

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    editor = (await operatorSession(t.app, 'editor')).token;
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  it('lists the banners by group, with their link type', async () => {
    const { body } = await adminCall<Ok<unknown>>(t.app, editor, 'GET', `${ADMIN_PATHS.banners}?groupName=m_home`);
    const page = adminBannerPageSchema.parse(body.value);
    expect(page.totalCount).toBeGreaterThanOrEqual(3);
    expect(page.list.every((banner) => banner.groupName === 'm_home')).toBe(true);
    // The seeded promotion banners link to their promotion, the others to a page; each in its language.
    expect(new Set(page.list.map((banner) => banner.linkType))).toEqual(new Set(['ROUTE', 'PROMOTION']));
    expect(new Set(page.list.map((banner) => banner.language))).toEqual(new Set(['en', 'id']));
  });

  it('a new banner shows in its group and the feed; its date window and language are kept; audited', async () => {
    const before = (await fish()).length;
    const route = await create({ title: 'Fishing frenzy', sort: 1 });
    const url = await create({
      title: 'Partner site',
      linkType: 'URL',
      linkage: '',
      url: 'https://partner.example.com/x',
      sort: 2,
    });
    const game = await create({ title: 'Play the keno', linkType: 'GAME', linkage: await aGameNodeId(), sort: 3 });
    const promo = await create({ title: 'Promo', linkType: 'PROMOTION', linkage: '12', sort: 4 });
    const later = await create({ title: 'Next week', startDate: iso(7 * DAY) });
    const over = await create({ title: 'Last week', startDate: iso(-14 * DAY), endDate: iso(-7 * DAY) });
    const indonesian = await create({ title: 'Hanya bahasa Indonesia', language: 'id' });
    const shown = await fish();
    const ids = shown.map((banner) => banner.id);
    expect(shown.length).toBe(before + 4);
    for (const banner of [route, url, game, promo]) expect(ids).toContain(String(banner.id));
    for (const banner of [later, over, indonesian]) expect(ids).not.toContain(String(banner.id));
    expect(shown.find((banner) => banner.id === String(url.id))).toMatchObject({
      linkType: 'URL',
      url: 'https://partner.example.com/x',
    });
    expect((await fish('id')).map((banner) => banner.id)).toContain(String(indonesian.id));
    const feed = await getJson<Ok<AnnouncementsFeed>>(
      t.app,
      `${API_PATHS.announcements}?types=B&groupName=m_fish&language=en`,
    );
    expect(feed.body.value.banners.map((banner) => banner.id)).toEqual(ids);
    expect(later.published).toBe(false);

    const audit = (await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`)).body
      .value;
    expect(audit[0]).toMatchObject({ action: 'banner.create', targetType: 'banner', targetId: String(indonesian.id) });

    const moved = await adminCall<Ok<AdminBanner>>(t.app, editor, 'PUT', `${ADMIN_PATHS.banners}/${route.id}`, {
      ...BANNER,
      groupName: 'm_live',
      title: 'Now on live',
    });
    expect(moved.body.value).toMatchObject({ groupName: 'm_live', title: 'Now on live' });
    expect((await fish()).map((banner) => banner.id)).not.toContain(String(route.id));
    expect((await adminCall(t.app, editor, 'DELETE', `${ADMIN_PATHS.banners}/${url.id}`)).status).toBe(200);
    expect((await fish()).map((banner) => banner.id)).not.toContain(String(url.id));
    const kinds = (
      await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=2`)
    ).body.value.map((entry) => entry.action);
    expect(kinds).toEqual(['banner.delete', 'banner.update']);
  });

  it('checks the link by its type, the image address and the dates', async () => {
    const { totalCount } = adminBannerPageSchema.parse(
      (await adminCall<Ok<unknown>>(t.app, editor, 'GET', ADMIN_PATHS.banners)).body.value,
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ linkType: 'ROUTE', linkage: 'https://evil.example' }, 'linkage'],
      [{ linkType: 'ROUTE', linkage: '/admin' }, 'linkage'],
      [{ linkType: 'URL', linkage: '', url: 'javascript:alert(1)' }, 'url'],
      [{ linkType: 'URL', linkage: '', url: 'ftp://files.example' }, 'url'],
      [{ linkType: 'URL', linkage: '/m/home', url: 'https://a.example' }, 'linkage'],
      [{ linkType: 'PROMOTION', linkage: 'abc' }, 'linkage'],
      [{ linkType: 'GAME', linkage: '' }, 'linkage'],
      [{ linkType: 'GAME', linkage: '424242424242' }, 'linkage'],
      [{ linkType: 'NONE', linkage: '/m/home' }, 'linkage'],
      [{ linkType: 'ROUTE', url: 'https://a.example' }, 'url'],
      [{ linkType: 'WHATEVER' }, 'linkType'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl'],
      [{ imageUrl: '/media/../secrets' }, 'imageUrl'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [{ groupName: 'm_nope' }, 'groupName'],
      [{ title: '<img src=x onerror=alert(1)>' }, 'title'],
      [{ startDate: iso(DAY), endDate: iso(0) }, 'endDate'],
      [{ language: 'xx' }, 'language'],
    ];
    for (const [change, field] of cases) {
      const refused = await adminCall<Failure>(t.app, editor, 'POST', ADMIN_PATHS.banners, { ...BANNER, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body, JSON.stringify(change)).toMatchObject({ code: 'request.invalid', field });
    }
    const after = adminBannerPageSchema.parse(
      (await adminCall<Ok<unknown>>(t.app, editor, 'GET', ADMIN_PATHS.banners)).body.value,
    );
    expect(after.totalCount).toBe(totalCount);
  });

  it('is for editors and admins of this site only', async () => {
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    expect((await adminCall<Failure>(t.app, reviewer, 'POST', ADMIN_PATHS.banners, BANNER)).status).toBe(403);
    expect((await adminCall<Failure>(t.app, reviewer, 'GET', ADMIN_PATHS.banners)).status).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: ADMIN_PATHS.banners, payload: BANNER })).statusCode).toBe(401);
    const [mine] = adminBannerPageSchema.parse(
      (await adminCall<Ok<unknown>>(t.app, editor, 'GET', ADMIN_PATHS.banners)).body.value,
    ).list;
    if (!mine) throw new Error('no banner');
    const reef = (await operatorSession(t.app, 'editor', 'GOLDREEF')).token;
    const put = await adminCall<Failure>(t.app, reef, 'PUT', `${ADMIN_PATHS.banners}/${mine.id}`, BANNER, {
      merchant: 'GOLDREEF',
    });
    expect(put.status).toBe(404);
    const del = await adminCall<Failure>(t.app, reef, 'DELETE', `${ADMIN_PATHS.banners}/${mine.id}`, undefined, {
      merchant: 'GOLDREEF',
    });
    expect(del.status).toBe(404);
  });

  async function aGameNodeId(): Promise<string> {
    const { body } = await getJson<Ok<{ games: { nodeId: string }[] }>>(
      t.app,
      `${API_PATHS.games}?gameType=RNG&pageSize=1`,
    );
    const [first] = body.value.games;
    if (!first) throw new Error('no game');
    return first.nodeId;
  }
});
