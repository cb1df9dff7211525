/// <reference lib="webworker" />
// The service worker (built to /sw.js, scope /m/): it makes the site installable and opens an
// offline page without a network; it never answers an API call from a cache.
import { cacheNames, cacheable, routeOf, staleCaches } from './rules';

declare const self: ServiceWorkerGlobalScope;
declare const __SW_VERSION__: string;

const OFFLINE_PAGE = '/offline.html';
const caches_ = cacheNames(__SW_VERSION__);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(caches_.offline)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(staleCaches(keys, __SW_VERSION__).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(caches_.assets);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE, { cacheName: caches_.offline });
    return offline ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request, self.location.origin);
  if (route === 'asset') event.respondWith(fromCacheFirst(request));
  else if (route === 'navigate') event.respondWith(networkFirstPage(request));
  // 'bypass': not answered here, so the browser goes to the network as if there were no worker.
});
