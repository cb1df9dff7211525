import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { fallbackFor, mediaCacheControl, webCacheControl } from './static';

describe('static routing rules', () => {
  it('chooses the fallback of an unmatched request', () => {
    expect(fallbackFor('GET', '/m/slot-games', true, true)).toBe('spa');
    expect(fallbackFor('GET', '/m/slot-games', false, true)).toBe('spa');
    expect(fallbackFor('GET', '/m/slot-games', true, false)).toBe('not-found');
    expect(fallbackFor('GET', '/m/home', true, false)).toBe('not-found');
    expect(fallbackFor('GET', '/api/v1/x', true, true)).toBe('not-found');
    expect(fallbackFor('POST', '/m/home', true, true)).toBe('not-found');
    expect(fallbackFor('GET', '/assets/missing.js', true, true)).toBe('not-found');
    expect(fallbackFor('GET', '/somewhere', true, true)).toBe('home');
    expect(fallbackFor('GET', '/favicon.ico', false, true)).toBe('not-found');
    // The games app is never the lobby's shell nor a redirect home.
    expect(fallbackFor('GET', '/games/', true, true)).toBe('not-found');
    expect(fallbackFor('GET', '/games/nothing-here', true, true)).toBe('not-found');
    expect(fallbackFor('GET', '/games', true, true)).toBe('not-found');
    expect(fallbackFor('GET', '/gamesroom', true, true)).toBe('home');
    // The console's client routes get its own page, whatever the Accept header; its files never do.
    expect(fallbackFor('GET', '/admin/', true, true)).toBe('console');
    expect(fallbackFor('GET', '/admin/audit', false, false)).toBe('console');
    expect(fallbackFor('GET', '/admin/assets/missing.js', true, true)).toBe('not-found');
    expect(fallbackFor('GET', '/admin/robots.txt', true, true)).toBe('not-found');
    expect(fallbackFor('POST', '/admin/audit', true, true)).toBe('not-found');
    expect(fallbackFor('GET', '/administrator', true, true)).toBe('home');
  });

  it('caches hashed assets and content-addressed media forever, the rest revalidated', () => {
    expect(webCacheControl('/dist/assets/index-abc123.js')).toContain('immutable');
    expect(webCacheControl('/dist/index.html')).toBe('no-cache');
    expect(mediaCacheControl('/data/media/games/abc.webp')).toContain('immutable');
    expect(mediaCacheControl('/data/media/vendors/JL-BLACK.png')).toMatch(/max-age=\d{6,}/);
  });
});

describe('site hosting', () => {
  let t: TestApp;
  let webDist: string;
  let gamesDist: string;
  let adminDist: string;
  beforeAll(async () => {
    adminDist = mkdtempSync(join(tmpdir(), 'lobby-admin-'));
    mkdirSync(join(adminDist, 'assets'), { recursive: true });
    writeFileSync(join(adminDist, 'index.html'), '<!doctype html><div id="root" data-app="console"></div>');
    writeFileSync(join(adminDist, 'assets', 'index-c0n5.js'), 'console.log(3);'.repeat(200));
    gamesDist = mkdtempSync(join(tmpdir(), 'lobby-games-'));
    mkdirSync(join(gamesDist, 'assets'), { recursive: true });
    writeFileSync(join(gamesDist, 'index.html'), '<!doctype html><div id="root" data-app="games"></div>');
    writeFileSync(join(gamesDist, 'assets', 'index-g4m3s.js'), 'console.log(2);'.repeat(200));
    writeFileSync(join(gamesDist, 'assets', 'index-g4m3s.js.br'), 'games-brotli');
    writeFileSync(join(gamesDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    webDist = mkdtempSync(join(tmpdir(), 'lobby-web-'));
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
    writeFileSync(join(webDist, 'assets', 'index-abc123.js.br'), 'precompressed-brotli');
    writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
    t = await createTestApp('pglite', { config: { WEB_DIST: webDist, GAMES_DIST: gamesDist, ADMIN_DIST: adminDist } });
    mkdirSync(join(t.dataDir, 'media', 'games'), { recursive: true });
    mkdirSync(join(t.dataDir, 'media', 'vendors'), { recursive: true });
    writeFileSync(join(t.dataDir, 'media', 'games', 'abc.webp'), 'RIFF');
    writeFileSync(join(t.dataDir, 'media', 'vendors', 'JL-WHITE.png'), 'PNG');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
    rmSync(gamesDist, { recursive: true, force: true });
    rmSync(adminDist, { recursive: true, force: true });
  });

  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html'])('redirects %s to /m/home', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/m/home');
  });

  it('sends a browser asking for the default /favicon.ico to the site’s icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('keeps the query string on the home redirect', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/?ref=abc' });
    expect(response.headers.location).toBe('/m/home?ref=abc');
  });

  it('serves index.html for any /m/ route, uncached', async () => {
    for (const url of ['/m/home', '/m/slot-games?vassalage=PG', '/m/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    }
  });

  it('serves hashed assets as immutable, other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the build’s pre-compressed asset to a client that accepts brotli', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.toString()).toBe('precompressed-brotli');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves media with long-lived caching', async () => {
    const art = await t.app.inject({ method: 'GET', url: '/media/games/abc.webp' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/media/vendors/JL-WHITE.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toMatch(/public, max-age=2592000/);
    const missing = await t.app.inject({ method: 'GET', url: '/media/games/none.webp' });
    expect(missing.statusCode).toBe(404);
    const escape = await t.app.inject({ method: 'GET', url: '/media/../pglite/PG_VERSION' });
    expect(escape.statusCode).toBe(404);
  });

  it('serves the games app at /games/, uncached, and sends /games there', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/games/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('data-app="games"');
    const bare = await t.app.inject({ method: 'GET', url: '/games' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/games/');
  });

  it('serves the games app’s hashed assets as immutable (pre-compressed), other files revalidated', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/games/assets/index-g4m3s.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.toString()).toBe('games-brotli');
    const icon = await t.app.inject({ method: 'GET', url: '/games/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing games file with a 404, never the lobby’s shell or a redirect home', async () => {
    for (const url of ['/games/assets/missing.js', '/games/no/such/page', '/games/index.htm']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('id="root"');
      expect(response.json()).toMatchObject({ code: 'route.not.found' });
    }
  });

  it('serves the console’s page for every /admin/ route, uncached, and sends /admin there', async () => {
    for (const url of ['/admin/', '/admin/audit?before=9', '/admin/sign-in']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toContain('data-app="console"');
    }
    const bare = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
    const withQuery = await t.app.inject({ method: 'GET', url: '/admin?range=30d' });
    expect(withQuery.headers.location).toBe('/admin/?range=30d');
  });

  it('serves the console’s hashed assets as immutable and answers a missing one with a 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/index-c0n5.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/admin/assets/missing.js',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('data-app="console"');
  });

  it('never serves the console’s page from the player site’s paths', async () => {
    const site = await t.app.inject({ method: 'GET', url: '/m/home', headers: { accept: 'text/html' } });
    expect(site.body).not.toContain('data-app="console"');
  });

  it('still answers unknown API routes with the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route.not.found' });
  });
});

describe('without a web build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('still redirects home, and /m/home says the site is not built instead of looping', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/m/home');
    const home = await t.app.inject({ method: 'GET', url: '/m/home', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(404);
    expect(home.json()).toMatchObject({ code: 'route.not.found', message: expect.stringContaining('not built') });
  });

  it('answers /admin/ with a 404 that says the console is not built', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/admin/audit', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ code: 'route.not.found', message: expect.stringContaining('console') });
  });

  it('answers /games/ with a 404 that says the games app is not built', async () => {
    const games = await t.app.inject({ method: 'GET', url: '/games/', headers: { accept: 'text/html' } });
    expect(games.statusCode).toBe(404);
    expect(games.json()).toMatchObject({ code: 'route.not.found', message: expect.stringContaining('games app') });
  });
});
