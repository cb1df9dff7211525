/**
 * Runs before the app bundle, one small file with what it imports (vite.config: the boot group): on
 * the home page it starts the home data call, which the app picks up from here, and it starts the
 * app once the first paint is on screen. The first screen itself (home's banner, the first
 * promotions or notices) is the server's first paint.
 */
import { ROUTES } from './lib/routes';
import { aliasTarget } from './app/route-aliases';
import { homeDataUrl, setBootHome, type BootResponse } from './lib/boot-data';
import { startLanguage } from './lib/language';
import { FIRST_PAINT_ID, afterFirstPaint, readAppAssets, startApp } from './lib/app-assets';

const path = window.location.pathname;
if (path === ROUTES.home || aliasTarget(path) === ROUTES.home) {
  const language = startLanguage();
  const response: Promise<BootResponse> = fetch(homeDataUrl(language)).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
  setBootHome(language, response);
  // The app reads the outcome, failure included; until then a failure is not unhandled.
  response.catch(() => undefined);
}

// The app itself starts once the server's first paint, images included, is on screen.
const assets = readAppAssets(document);
if (assets) {
  const images = [...document.querySelectorAll<HTMLImageElement>(`#${FIRST_PAINT_ID} img`)];
  void afterFirstPaint(window, images).then(() => startApp(document, assets));
}
