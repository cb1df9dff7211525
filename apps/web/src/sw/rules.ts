/**
 * The service worker's routing rules, pure so they can be tested: what the worker answers itself
 * and what it leaves to the network. Kept free of imports: the worker is built as one file.
 */

export type Route = 'bypass' | 'asset' | 'navigate';

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  mode: string;
}

/** The built app's hashed files: their name changes with their content, so a cached copy is never stale. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|webp|jpg)$/;

/**
 * - anything but GET, other origins, the API (data and auth) and the worker itself: the network, always
 *   (never a cached answer, so balances, sessions and content are never stale);
 * - hashed assets: cache first;
 * - page loads under /m/: network first, the offline page when there is no network;
 * - everything else (media, icons): the network and the browser's HTTP cache.
 */
export function routeOf(request: RequestFacts, origin: string): Route {
  if (request.method !== 'GET') return 'bypass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'bypass';
  }
  if (url.origin !== origin) return 'bypass';
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) return 'bypass';
  if (request.mode === 'navigate') return path === '/m' || path.startsWith('/m/') ? 'navigate' : 'bypass';
  if (HASHED_ASSET.test(path)) return 'asset';
  return 'bypass';
}

export const CACHE_PREFIX = 'lobby-';
export function cacheNames(version: string) {
  return { assets: `${CACHE_PREFIX}assets-${version}`, offline: `${CACHE_PREFIX}offline-${version}` };
}

/** Caches of older versions, dropped when a new worker takes over. */
export function staleCaches(keys: readonly string[], version: string): string[] {
  const current = new Set(Object.values(cacheNames(version)));
  return keys.filter((key) => key.startsWith(CACHE_PREFIX) && !current.has(key));
}

/** Only complete, successful, same-origin answers are worth keeping. */
export function cacheable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && response.type === 'basic';
}
