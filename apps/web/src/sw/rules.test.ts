import { describe, expect, it } from 'vitest';
import { cacheable, cacheNames, routeOf, staleCaches } from './rules';

const ORIGIN = 'https://m.luckynova.test';
const get = (path: string, mode = 'cors') => routeOf({ method: 'GET', url: `${ORIGIN}${path}`, mode }, ORIGIN);

describe('service worker routing', () => {
  it('never answers the API or auth from a cache', () => {
    for (const path of [
      '/api/v1/wallet',
      '/api/v1/auth/session',
      '/api/v1/auth/login',
      '/api/v1/site',
      '/api/v1/home?language=en',
      '/api/health',
      '/api/v1/site/manifest.webmanifest',
    ]) {
      expect(get(path)).toBe('bypass');
    }
    expect(routeOf({ method: 'POST', url: `${ORIGIN}/api/v1/auth/login`, mode: 'cors' }, ORIGIN)).toBe('bypass');
    // Even a page-style load of an API address goes to the network.
    expect(get('/api/v1/site/web-clip.mobileconfig', 'navigate')).toBe('bypass');
  });

  it('serves hashed build files cache-first, and nothing else from the build', () => {
    expect(get('/assets/index-BxY3k9_a.js')).toBe('asset');
    expect(get('/assets/home-D4f-8xQz.css')).toBe('asset');
    expect(get('/assets/unhashed.js')).toBe('bypass');
    expect(get('/sw.js')).toBe('bypass');
    expect(get('/favicon.svg')).toBe('bypass');
    expect(get('/media/games/ab/cd.webp')).toBe('bypass');
    expect(routeOf({ method: 'HEAD', url: `${ORIGIN}/assets/index-BxY3k9_a.js`, mode: 'cors' }, ORIGIN)).toBe('bypass');
  });

  it('loads pages network-first (offline page as fallback) under /m/ only', () => {
    expect(get('/m/home', 'navigate')).toBe('navigate');
    expect(get('/m/help?tag=terms', 'navigate')).toBe('navigate');
    expect(get('/games/', 'navigate')).toBe('bypass');
    expect(get('/m/home', 'cors')).toBe('bypass');
  });

  it('leaves other origins and bad addresses alone', () => {
    expect(routeOf({ method: 'GET', url: 'https://cdn.example.com/assets/x-12345678.js', mode: 'cors' }, ORIGIN)).toBe(
      'bypass',
    );
    expect(routeOf({ method: 'GET', url: 'not a url', mode: 'cors' }, ORIGIN)).toBe('bypass');
  });

  it('drops the caches of older versions only', () => {
    const current = cacheNames('b2');
    expect(
      staleCaches(['lobby-assets-a1', 'lobby-offline-a1', current.assets, current.offline, 'other'], 'b2'),
    ).toEqual(['lobby-assets-a1', 'lobby-offline-a1']);
  });

  it('keeps only complete same-origin answers', () => {
    expect(cacheable({ ok: true, status: 200, type: 'basic' })).toBe(true);
    expect(cacheable({ ok: true, status: 206, type: 'basic' })).toBe(false);
    expect(cacheable({ ok: false, status: 404, type: 'basic' })).toBe(false);
    expect(cacheable({ ok: true, status: 200, type: 'opaque' })).toBe(false);
  });
});
