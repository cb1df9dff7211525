import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a hit until the entry expires', async () => {
    let now = 1000;
    const cache = new TtlCache<number>(100, { maxEntries: 10, now: () => now });
    const load = vi.fn(async () => now);
    expect(await cache.get('a', load)).toBe(1000);
    now = 1099;
    expect(await cache.get('a', load)).toBe(1000);
    now = 1100;
    expect(await cache.get('a', load)).toBe(1100);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>(1000);
    let resolve: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep failures', async () => {
    const cache = new TtlCache<string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('evicts the oldest entry beyond the size limit, and keeps nothing with a zero TTL', async () => {
    const cache = new TtlCache<number>(1000, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 2);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    const none = new TtlCache<number>(0);
    await none.get('x', async () => 1);
    expect(none.size).toBe(0);
    // Off means off: loads at the same time are not shared either.
    const each = vi.fn(async () => 3);
    await Promise.all([none.get('x', each), none.get('x', each)]);
    expect(each).toHaveBeenCalledTimes(2);
  });

  it('serves a stale entry while one reload refreshes it in the background', async () => {
    let now = 0;
    const cache = new TtlCache<number>(100, { staleMs: 1000, now: () => now });
    await cache.get('k', async () => 1);
    now = 150;
    let finish: (value: number) => void = () => undefined;
    const reload = vi.fn(() => new Promise<number>((done) => (finish = done)));
    expect(await cache.get('k', reload)).toBe(1);
    expect(await cache.get('k', reload)).toBe(1);
    expect(reload).toHaveBeenCalledTimes(1);
    finish(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get('k', reload)).toBe(2);
    now = 5000;
    expect(await cache.get('k', async () => 3)).toBe(3);
  });

  it('keeps the total size under its budget', async () => {
    const cache = new TtlCache<string>(1000, { maxSize: 10, sizeOf: (value) => value.length });
    await cache.get('a', async () => 'aaaa');
    await cache.get('b', async () => 'bbbb');
    await cache.get('c', async () => 'cccc');
    expect(cache.size).toBe(2);
    await cache.get('big', async () => 'x'.repeat(11));
    expect(cache.size).toBe(2);
  });

  it('forgets removed entries, and a load that was under way does not put them back', async () => {
    const cache = new TtlCache<number>(1000);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    cache.removeWhere((value) => value === 1);
    expect(cache.size).toBe(1);
    let finish: (value: number) => void = () => undefined;
    const slow = cache.get('c', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.remove('c');
    finish(3);
    expect(await slow).toBe(3);
    expect(await cache.get('c', async () => 4)).toBe(4);
  });

  it('says which keys it would answer without a load of its own: kept, stale but servable, or loading', async () => {
    let now = 0;
    const cache = new TtlCache<number>(100, { staleMs: 50, now: () => now });
    expect(cache.has('k')).toBe(false);
    let resolve: (value: number) => void = () => undefined;
    const loading = cache.get('k', () => new Promise<number>((done) => (resolve = done)));
    expect(cache.has('k')).toBe(true);
    resolve(1);
    await loading;
    now = 149;
    expect(cache.has('k')).toBe(true);
    now = 150;
    expect(cache.has('k')).toBe(false);
  });
});
