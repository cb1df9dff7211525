import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { renderFirstPaint } from './first-paint';

const INDEX = '<html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
const TEMPLATE = '<div id="first-paint"><b>{{siteName}}</b><img src="{{bannerUrl}}"></div>';

describe('renderFirstPaint', () => {
  it('puts the filled template before the root, preloads the banner and names the site', () => {
    const html = renderFirstPaint(INDEX, TEMPLATE, { siteName: 'Lucky Nova', bannerUrl: '/media/banners/a.webp' });
    expect(html).toContain('<title>Lucky Nova</title>');
    expect(html).toContain('<link rel="preload" as="image" href="/media/banners/a.webp" fetchpriority="high">');
    expect(html).toMatch(
      /<div id="first-paint"><b>Lucky Nova<\/b><img src="\/media\/banners\/a.webp"><\/div><div id="root"><\/div>/,
    );
  });

  it('escapes what it fills in', () => {
    const html = renderFirstPaint(INDEX, TEMPLATE, { siteName: '<script>x</script>', bannerUrl: '/a.webp"onerror="x' });
    expect(html).not.toContain('<script>x');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('src="/a.webp&quot;onerror=&quot;x"');
  });
});

describe('home page first paint', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'lobby-web-'));
    mkdirSync(join(webDist, 'first-paint'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), INDEX);
    writeFileSync(join(webDist, 'first-paint', 'home.html'), TEMPLATE);
    t = await createTestApp('pglite', { config: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves /m/home with the merchant’s name and first home banner, uncached', async () => {
    const banners = await t.app.inject({ method: 'GET', url: '/api/v1/banners?groupName=m_home' });
    const first = banners.json().value[0];
    const site = (await t.app.inject({ method: 'GET', url: '/api/v1/site' })).json().value;
    const page = await t.app.inject({ method: 'GET', url: '/m/home' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(`<title>${site.name}</title>`);
    expect(page.body).toContain(`<img src="${first.imageUrl}">`);
  });

  it('leaves the other pages as the plain app', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/m/slot-games' });
    expect(page.body).toBe(INDEX);
  });
});
