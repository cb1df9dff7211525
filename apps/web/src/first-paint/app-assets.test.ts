// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_ASSETS_ID,
  HERO_WAIT_MS,
  LARGEST_PAINT_WAIT_MS,
  afterFirstPaint,
  readAppAssets,
  startApp,
} from './app-assets';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function listAssets(json: string) {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = APP_ASSETS_ID;
  data.textContent = json;
  document.head.appendChild(data);
}

describe('app assets', () => {
  it('reads the entry and preloads the build listed, and nothing when absent or malformed', () => {
    expect(readAppAssets(document)).toBeUndefined();
    listAssets('{"entry":"/assets/index-1.js","preload":["/assets/vendor-1.js",3]}');
    expect(readAppAssets(document)).toEqual({
      entry: '/assets/index-1.js',
      preload: ['/assets/vendor-1.js'],
      links: [],
    });
    document.head.innerHTML = '';
    listAssets('{"entry":"/i.js","preload":[],"links":[{"rel":"manifest","href":"/m.json"},{"rel":4},null]}');
    expect(readAppAssets(document)?.links).toEqual([{ rel: 'manifest', href: '/m.json' }]);
    document.head.innerHTML = '';
    listAssets('{"preload":[]}');
    expect(readAppAssets(document)).toBeUndefined();
  });

  it('starts the app with the head links and module preloads, then runs its chunks one task each, the entry last', async () => {
    const manifest = { rel: 'manifest', href: '/api/v1/site/manifest.webmanifest' };
    const siteData = { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/api/v1/site' };
    const ran: string[] = [];
    let tasks = 0;
    const counting = setInterval(() => (tasks += 1), 0);
    const run = (href: string) => {
      ran.push(`${href}@${tasks}`);
      return href.includes('broken') ? Promise.reject(new Error('offline')) : Promise.resolve();
    };
    await startApp(
      document,
      {
        entry: '/assets/index-1.js',
        preload: ['/assets/vendor-1.js', '/assets/broken-1.js'],
        links: [siteData, manifest],
      },
      run,
    );
    clearInterval(counting);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(manifest.href);
    const preloadData = document.head.querySelector('link[rel="preload"]');
    expect(preloadData?.getAttribute('as')).toBe('fetch');
    expect(preloadData?.getAttribute('crossorigin')).toBe('anonymous');
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/vendor-1.js', '/assets/broken-1.js']);
    // In order, the entry last even after a chunk failed, and each in a later task than the one before.
    expect(ran.map((entry) => entry.split('@')[0])).toEqual([
      '/assets/vendor-1.js',
      '/assets/broken-1.js',
      '/assets/index-1.js',
    ]);
    const taskOf = ran.map((entry) => Number(entry.split('@')[1]));
    expect(taskOf[1]).toBeGreaterThan(taskOf[0]!);
    expect(taskOf[2]).toBeGreaterThan(taskOf[1]!);
  });

  it('waits for every image of the first paint, then for the frame that shows them, but not forever', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const pending = () => Object.defineProperty(document.createElement('img'), 'complete', { value: false });
    const hero = pending();
    const second = pending();
    let done = false;
    void afterFirstPaint(window, [hero, second]).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(frames).toHaveLength(0);
    hero.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(0);
    second.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    // Both are in: the next frame paints them, and the app starts after it.
    expect(done).toBe(false);
    frames.shift()?.(0);
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);

    let gaveUp = false;
    void afterFirstPaint(window, [pending()]).then(() => {
      gaveUp = true;
    });
    await vi.advanceTimersByTimeAsync(HERO_WAIT_MS);
    frames.shift()?.(0);
    frames.shift()?.(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(gaveUp).toBe(true);
  });

  it('where the browser reports its largest paint, waits for one made after the images loaded', async () => {
    vi.useFakeTimers();
    let report: (entries: { startTime: number }[]) => void = () => undefined;
    class LargestPaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    const win = Object.assign(Object.create(window) as Window, {
      PerformanceObserver: LargestPaintObserver,
      performance: { now: () => 100 },
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
    });
    let done = false;
    void afterFirstPaint(win, []).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    // A paint from before the images were in does not count.
    report([{ startTime: 40 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    report([{ startTime: 120 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);

    // The largest element was painted before the images: the app waits no longer than the limit.
    let gaveUp = false;
    void afterFirstPaint(win, []).then(() => {
      gaveUp = true;
    });
    await vi.advanceTimersByTimeAsync(LARGEST_PAINT_WAIT_MS - 1);
    expect(gaveUp).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(gaveUp).toBe(true);
  });
});
