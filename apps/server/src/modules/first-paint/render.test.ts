import { describe, expect, it } from 'vitest';
import { localUrl, renderFirstPaint, type FirstPaint } from './render';

const INDEX = '<html lang="en"><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
const TEMPLATE = '<div id="first-paint"><b>{{siteName}}</b>{{#heroUrl}}<img src="{{heroUrl}}">{{/heroUrl}}</div>';

const paint = (overrides: Partial<FirstPaint> = {}): FirstPaint => ({
  title: 'Lucky Nova',
  language: 'id',
  view: { siteName: 'Lucky Nova', heroUrl: '/media/banners/a.webp' },
  heroUrl: '/media/banners/a.webp',
  ...overrides,
});

describe('renderFirstPaint', () => {
  it('puts the filled template before the root, names the page and tags its language', () => {
    const html = renderFirstPaint(INDEX, TEMPLATE, paint());
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('<title>Lucky Nova</title>');
    expect(html).toContain(
      '<div id="first-paint"><b>Lucky Nova</b><img src="/media/banners/a.webp"></div><div id="root"></div>',
    );
  });

  it('preloads the hero image at high priority and the page’s data', () => {
    const html = renderFirstPaint(INDEX, TEMPLATE, paint({ dataUrls: ['/api/v1/home?language=id'] }));
    expect(html).toContain('<link rel="preload" as="image" href="/media/banners/a.webp" fetchpriority="high">');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/v1/home?language=id">');
  });

  it('leaves the image out, and preloads nothing, when the page has no hero', () => {
    const html = renderFirstPaint(INDEX, TEMPLATE, paint({ heroUrl: undefined, view: { siteName: 'Lucky Nova' } }));
    expect(html).not.toContain('<img');
    expect(html).not.toContain('rel="preload"');
  });

  it('escapes everything it fills in', () => {
    const hostile = '<script>x</script>';
    const html = renderFirstPaint(
      INDEX,
      TEMPLATE,
      paint({
        title: hostile,
        language: '"><script>',
        view: { siteName: hostile, heroUrl: '/a.webp"onerror="x' },
        heroUrl: '/a"b',
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('<b>&lt;script&gt;x&lt;/script&gt;</b>');
    expect(html).toContain('src="/a.webp&quot;onerror=&quot;x"');
    expect(html).toContain('href="/a&quot;b"');
  });
});

describe('localUrl', () => {
  it('keeps the site’s own paths and drops other sites’ addresses', () => {
    expect(localUrl('/media/promotions/a.webp')).toBe('/media/promotions/a.webp');
    expect(localUrl('//evil.example/a.png')).toBeUndefined();
    expect(localUrl('https://cdn.example/a.png')).toBeUndefined();
    expect(localUrl('javascript:alert(1)')).toBeUndefined();
    expect(localUrl(undefined)).toBeUndefined();
  });
});
