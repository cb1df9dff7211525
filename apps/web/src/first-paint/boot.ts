/**
 * Runs before the app bundle, one small file with what it imports (first-paint/vite-plugin.ts:
 * the boot group): on the home page it starts the home data call, which the app picks up from
 * home-data.ts, and it starts the app once the first paint is on screen. The first screen itself
 * (home's banner, the first promotions or notices) is the server's first paint.
 */
import { isHomePath, startHomeData } from './home-data';
import { startLanguage } from '../lib/language';
import { FIRST_PAINT_ID, afterFirstPaint, readAppAssets, startApp } from './app-assets';

if (isHomePath(window.location.pathname)) startHomeData(startLanguage());

// The app itself starts once the server's first paint, images included, is on screen.
const assets = readAppAssets(document);
if (assets) {
  const images = [...document.querySelectorAll<HTMLImageElement>(`#${FIRST_PAINT_ID} img`)];
  void afterFirstPaint(window, images).then(() => startApp(document, assets));
}
