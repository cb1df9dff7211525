/**
 * Runs before the app bundle (a few hundred bytes): on the home page it starts the home data
 * call and, as soon as it knows the first banner, fetches that image, so the largest paint does
 * not wait for the app to boot. The app picks the data up from here.
 */
import { ROUTES } from './lib/routes';
import { aliasTarget } from './app/route-aliases';
import { homeDataUrl, setBootHome, type BootResponse } from './lib/boot-data';
import { startLanguage } from './lib/language';
import { afterFirstPaint, readAppAssets, startApp } from './lib/app-assets';

function firstBannerUrl(body: unknown): string | undefined {
  const value = (body as { success?: boolean; value?: { banners?: { imageUrl?: unknown }[] } }).value;
  const url = value?.banners?.[0]?.imageUrl;
  return typeof url === 'string' && url.startsWith('/') ? url : undefined;
}

const path = window.location.pathname;
if (path === ROUTES.home || aliasTarget(path) === ROUTES.home) {
  const language = startLanguage();
  const response: Promise<BootResponse> = fetch(homeDataUrl(language)).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
  setBootHome(language, response);
  response
    .then(({ body }) => {
      const href = firstBannerUrl(body);
      if (!href) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.fetchPriority = 'high';
      document.head.appendChild(link);
    })
    .catch(() => undefined);
}

// The app itself starts once the first paint (and its hero image, on home) is on screen.
const assets = readAppAssets(document);
if (assets) {
  void afterFirstPaint(window, document.querySelector<HTMLImageElement>('#first-paint img')).then(() =>
    startApp(document, assets),
  );
}
