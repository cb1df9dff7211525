import { join } from 'node:path';
import { API_PATHS } from '@lobby/contract/core';
import { SITE_FILE_PATHS, WEB_CLIP_CONTENT_TYPE } from '@lobby/contract/download';
import type { Site } from '@lobby/contract/site';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderArt } from '../../db/seed/art/index';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import type { WebAppManifest } from './manifest';
import { shortNameOf } from './manifest';
import { stableUuid } from './web-clip';

type Ok<T> = { success: true; value: T };
const REEF = { merchant: 'GOLDREEF' };
const MERCHANTS = [
  { code: 'LUCKYNOVA', name: 'Lucky Nova', primary: '#7c3aed', accent: '#fbbf24' },
  { code: 'GOLDREEF', name: 'Golden Reef', primary: '#0e7490', accent: '#f59e0b' },
];

describe.each(DRIVERS)('installable site on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // The icons are drawn by the seed's art step, as `npm start` does.
    await renderArt({ games: [], banners: [], vendors: [], merchants: MERCHANTS }, join(t.dataDir, 'media'));
  });
  afterAll(() => t.close());

  it('serves a web app manifest per merchant whose icons are real PNGs of the stated size', async () => {
    const response = await t.app.inject({ method: 'GET', url: SITE_FILE_PATHS.manifest });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json() as WebAppManifest;
    expect(manifest).toMatchObject({
      name: 'Lucky Nova',
      short_name: 'Lucky Nova',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: '#7c3aed',
      background_color: '#06051a',
      lang: 'en',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const file = await t.app.inject({ method: 'GET', url: icon.src });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, `${meta.width}x${meta.height}`]).toEqual(['png', icon.sizes]);
    }
    const reef = await t.app.inject({ method: 'GET', url: SITE_FILE_PATHS.manifest, headers: REEF });
    const reefManifest = reef.json() as WebAppManifest;
    expect(reefManifest).toMatchObject({ name: 'Golden Reef', lang: 'id', theme_color: '#0e7490' });
    expect(reefManifest.icons[0]?.src).toContain('GOLDREEF');
    const english = await t.app.inject({
      method: 'GET',
      url: `${SITE_FILE_PATHS.manifest}?language=en`,
      headers: REEF,
    });
    expect((english.json() as WebAppManifest).lang).toBe('en');
    expect((await t.app.inject({ method: 'GET', url: `${SITE_FILE_PATHS.manifest}?language=xx` })).statusCode).toBe(
      400,
    );
  });

  it('keeps short names short', () => {
    expect(shortNameOf('Golden Reef')).toBe('Golden Reef');
    expect(shortNameOf('Extraordinary Fortune Palace')).toBe('Extraordinar');
  });

  it('points the site resources at things that exist: the app icon and the web-clip profile', async () => {
    const site = await getJson<Ok<Site>>(t.app, API_PATHS.site);
    const url = (type: string) => site.body.value.resources.find((r) => r.resourceType === type)?.url ?? '';
    expect(url('AppDownloadIcon')).toBe(SITE_FILE_PATHS.appIcon);
    expect(url('MOBILECONFIG')).toBe(SITE_FILE_PATHS.webClip);

    const icon = await t.app.inject({ method: 'GET', url: url('AppDownloadIcon'), headers: REEF });
    expect(icon.statusCode).toBe(302);
    expect(icon.headers.location).toBe('/media/merchants/GOLDREEF-app-icon-512.png');
    const small = await t.app.inject({ method: 'GET', url: `${SITE_FILE_PATHS.appIcon}?size=192&purpose=maskable` });
    expect(small.statusCode).toBe(302);
    const followed = await t.app.inject({ method: 'GET', url: String(icon.headers.location) });
    expect((await sharp(followed.rawPayload).metadata()).width).toBe(512);
    expect((await t.app.inject({ method: 'GET', url: `${SITE_FILE_PATHS.appIcon}?size=100` })).statusCode).toBe(400);
  });

  it('serves an iOS web-clip profile with the site name, address and icon', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: SITE_FILE_PATHS.webClip,
      headers: { host: 'm.luckynova.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(WEB_CLIP_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe('attachment; filename="luckynova.mobileconfig"');
    const body = response.body;
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE plist/);
    expect(body).toContain('<string>com.apple.webClip.managed</string>');
    expect(body).toContain('<key>URL</key>\n      <string>http://m.luckynova.test/m/home</string>');
    expect(body).toContain('<key>Label</key>\n      <string>Lucky Nova</string>');
    const icon = /<key>Icon<\/key>\s*<data>([A-Za-z0-9+/=]+)<\/data>/.exec(body)?.[1] ?? '';
    const meta = await sharp(Buffer.from(icon, 'base64')).metadata();
    expect([meta.format, meta.width]).toEqual(['png', 512]);
    // The same address gives the same identifiers, so installing again replaces the clip.
    const again = await t.app.inject({
      method: 'GET',
      url: SITE_FILE_PATHS.webClip,
      headers: { host: 'm.luckynova.test' },
    });
    expect(again.body).toBe(body);
    const reef = await t.app.inject({
      method: 'GET',
      url: SITE_FILE_PATHS.webClip,
      headers: { host: 'goldenreef.test' },
    });
    expect(reef.body).toContain('<string>Golden Reef</string>');
    expect(reef.body).toContain('<string>http://goldenreef.test/m/home</string>');
  });

  it('makes well-formed UUIDs', () => {
    expect(stableUuid('a')).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(stableUuid('a')).not.toBe(stableUuid('b'));
  });
});
