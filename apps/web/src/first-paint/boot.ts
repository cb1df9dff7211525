/**
 * Runs before the app bundle, one small file with what it imports (first-paint/vite-plugin.ts:
 * the boot group): on the home page it starts the home data call, which the app picks up from
 * home-data.ts, and it starts the app once the first paint is on screen. The first screen itself
 * (home's banner, the first promotions or notices) is the server's first paint.
 */
import { isHomePath, startHomeData } from './home-data';
import { startLanguage } from '../lib/language';
import { ROUTES } from '../lib/routes';
import { STORAGE_KEYS, storage, tabStorage } from '../lib/storage';
import { FIRST_PAINT_ID, afterFirstPaint, readAppAssets, startApp } from './app-assets';

const path = window.location.pathname;
/**
 * The member page visitors land on (the favourites): the app sends a visitor to home under the
 * sign-in pop-up, so the server paints it as home (server first-paint pages.ts); a member's page is their own.
 */
const memberLanding = path === ROUTES.favGames;
const signedIn = storage.get(STORAGE_KEYS.session) ?? tabStorage.get(STORAGE_KEYS.session);
if (memberLanding && signedIn) document.getElementById(FIRST_PAINT_ID)?.remove();
if (isHomePath(path) || (memberLanding && !signedIn)) startHomeData(startLanguage());

// The app itself starts once the server's first paint, images included, is on screen.
const assets = readAppAssets(document);
if (assets) {
  const images = [...document.querySelectorAll<HTMLImageElement>(`#${FIRST_PAINT_ID} img`)];
  void afterFirstPaint(window, images).then(() => startApp(document, assets));
}
