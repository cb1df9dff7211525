import { rmSync } from 'node:fs';
import type { AnnouncementsFeed } from '@lobby/contract/announcements';
import type { Banner } from '@lobby/contract/banners';
import { ADMIN_PATHS, API_PATHS, LOCALE_COOKIES } from '@lobby/contract/core';
import type { Promotion } from '@lobby/contract/promotions';
import type { Site } from '@lobby/contract/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { BARE_INDEX, webDistWith } from '../../test/first-paint';
import { adminCall, operatorSession } from '../../test/operators';
import { FIRST_NOTICES, FIRST_PROMOTIONS } from './pages';

type Ok<T> = { success: true; value: T };

const STRINGS = {
  en: { activityTitle: 'Promotions', all: 'All', more: 'More', noticeTitle: 'Announcements' },
  id: { activityTitle: 'Promosi', all: 'Semua', more: 'Selengkapnya', noticeTitle: 'Pengumuman' },
};
// Titles cannot hold < or > (the operator API refuses them); quotes, ampersands and template tags can.
const HOSTILE_TITLE = `Tom & Jerry's "big" {{t.all}} {{{siteName}}} night`;
const DAY = 86_400_000;

const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

describe.each(DRIVERS)('first paint of the server-painted pages on %s', (driver) => {
  let t: TestApp;
  let webDist: string;
  let site: Site;

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const cookie = (language: string, utcOffset?: string) => ({
    cookie: [`${LOCALE_COOKIES.language}=${language}`, utcOffset ? `${LOCALE_COOKIES.utcOffset}=${utcOffset}` : '']
      .filter(Boolean)
      .join('; '),
  });
  const firstPaintOf = (html: string) => /<div\s+id="first-paint"[\s\S]*<div id="root">/.exec(html)?.[0] ?? '';

  beforeAll(async () => {
    webDist = webDistWith(['home.html', 'inner-page.html', 'activity.html', 'notice.html'], STRINGS);
    t = await createTestApp(driver, { config: { WEB_DIST: webDist } });
    site = (await getJson<Ok<Site>>(t.app, API_PATHS.site)).body.value;
    // A notice whose title looks like markup and template tags: the first paint must show it as text.
    const editor = (await operatorSession(t.app, 'editor')).token;
    const created = await adminCall(t.app, editor, 'POST', ADMIN_PATHS.announcements, {
      type: 'PL',
      language: 'en',
      title: HOSTILE_TITLE,
      content: '<p>Read me</p>',
      images: [],
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + DAY).toISOString(),
    });
    expect(created.body).toMatchObject({ success: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('paints home with the site name and first home banner, and preloads both the banner and home’s data', async () => {
    const banners = (await getJson<Ok<Banner[]>>(t.app, `${API_PATHS.banners}?groupName=m_home&language=en`)).body
      .value;
    const response = await page('/m/home');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toContain(`<title>${site.name}</title>`);
    expect(firstPaintOf(response.body)).toContain(`src="${banners[0]?.imageUrl}"`);
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${banners[0]?.imageUrl}" fetchpriority="high">`,
    );
    expect(response.body).toContain(`href="${API_PATHS.home}?language=en"`);
  });

  it('paints the favourites as home, where the app sends a visitor to sign in', async () => {
    const home = firstPaintOf((await page('/m/home')).body);
    expect(home).not.toBe('');
    const response = await page('/m/fav-games');
    expect(firstPaintOf(response.body)).toBe(home);
    expect(response.body).toContain(`href="${API_PATHS.home}?language=en"`);
    // Other member pages keep no first paint.
    expect(firstPaintOf((await page('/m/recent-games')).body)).toBe('');
    expect(firstPaintOf((await page('/m/voucherCenter')).body)).toBe('');
  });

  it('paints the promotions page: its title, the tabs and the first promotions with their images', async () => {
    const promotions = (await getJson<Ok<Promotion[]>>(t.app, `${API_PATHS.promotions}?language=en`)).body.value;
    expect(promotions.length).toBeGreaterThan(FIRST_PROMOTIONS);
    const response = await page('/m/activity');
    const shell = firstPaintOf(response.body);
    expect(response.body).toContain(`<title>Promotions · ${site.name}</title>`);
    expect(shell).toContain('>All<');
    const titles = promotions.map((promotion) => escaped(promotion.title));
    for (const title of titles.slice(0, FIRST_PROMOTIONS)) expect(shell).toContain(`>${title}<`);
    expect(shell).not.toContain(`>${titles[FIRST_PROMOTIONS]}<`);
    const firstImage = promotions[0]?.announcementImages.find((image) => image.sequence === 1)?.url;
    expect(response.body).toContain(`<link rel="preload" as="image" href="${firstImage}" fetchpriority="high">`);
    // Only home's page asks for home's data.
    expect(response.body).not.toContain(API_PATHS.home);
  });

  it('paints in the language of the cookie, else the browser’s first supported language', async () => {
    const indonesian = (await getJson<Ok<Promotion[]>>(t.app, `${API_PATHS.promotions}?language=id`)).body.value;
    const byCookie = await page('/m/activity', { ...cookie('id'), 'accept-language': 'en-US,en' });
    expect(byCookie.body).toContain('<html lang="id"');
    expect(byCookie.body).toContain(`<title>Promosi · ${site.name}</title>`);
    expect(firstPaintOf(byCookie.body)).toContain(`>${escaped(indonesian[0]?.title ?? '')}<`);
    const byBrowser = await page('/m/notice', { 'accept-language': 'fr-FR, id;q=0.8, en;q=0.5' });
    expect(byBrowser.body).toContain('<title>Pengumuman');
    const fallback = await page('/m/notice', { 'accept-language': 'fr-FR' });
    expect(fallback.body).toContain('<title>Announcements');
  });

  it('paints the notice page with each notice’s title, start date at the visitor’s UTC offset and preview', async () => {
    const feed = (await getJson<Ok<AnnouncementsFeed>>(t.app, `${API_PATHS.announcements}?types=PL&language=en`)).body
      .value;
    const notices = feed.playerNotices.slice(0, FIRST_NOTICES);
    const inJakarta = firstPaintOf((await page('/m/notice', cookie('en', '420'))).body);
    const inHonolulu = firstPaintOf((await page('/m/notice', cookie('en', '-600'))).body);
    // As the web app writes a date in English (lib/date-format.ts), in the visitor's time zone.
    const dateIn = (iso: string, timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
    for (const notice of notices) {
      expect(inJakarta).toContain(escaped(notice.title));
      expect(inJakarta).toContain(`>${dateIn(notice.startDate, 'Asia/Jakarta')}</time`);
      expect(inHonolulu).toContain(`>${dateIn(notice.startDate, 'Pacific/Honolulu')}</time`);
      if (notice.preview) expect(inJakarta).toContain(escaped(notice.preview));
    }
    expect(inJakarta.match(/<time /g)).toHaveLength(notices.length);
  });

  it('shows a title’s quotes, ampersands and template tags as text', async () => {
    const shell = firstPaintOf((await page('/m/notice', cookie('en', '60'))).body);
    expect(shell).toContain('Tom &amp; Jerry&#39;s &quot;big&quot; {{t.all}} {{{siteName}}} night');
  });

  it('ignores an offset that does not exist and a cookie language it does not have', async () => {
    const response = await page('/m/notice', cookie('xx', '9999'));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
  });

  it('serves the plain app page while the site is in maintenance, and to pages it does not paint', async () => {
    const admin = (await operatorSession(t.app, 'admin')).token;
    const maintenance = (active: boolean) =>
      adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteMaintenance, { active, windows: [], message: {} });
    expect((await maintenance(true)).status).toBe(200);
    try {
      expect((await page('/m/activity')).body).toBe(BARE_INDEX);
    } finally {
      await maintenance(false);
    }
    expect(firstPaintOf((await page('/m/activity')).body)).not.toBe('');
    expect((await page('/m/slot-games')).body).toBe(BARE_INDEX);
    // A chosen category is not what the first paint shows ('All').
    expect((await page('/m/activity?category=2')).body).toBe(BARE_INDEX);
    expect(firstPaintOf((await page('/m/activity?id=2')).body)).not.toBe('');
  });
});
