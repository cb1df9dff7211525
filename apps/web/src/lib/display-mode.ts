/** How the site is running: an installed web app (PWA), an iOS home-screen web clip, or a browser tab. */
export type DisplayMode = 'PWA' | 'WEBCLIP' | 'BROWSER';

/**
 * The operator's native app opens the site in a web view whose user agent carries this token
 * (the spec hides app downloads "inside the native app"; the wrapper announces itself this way).
 */
export const NATIVE_APP_UA = /\bLobbyApp\//;

export function displayMode(win: Window = window): DisplayMode {
  if (win.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  return 'BROWSER';
}

/** Inside an installed web app (PWA or web clip). */
export function isStandalone(win: Window = window): boolean {
  return displayMode(win) !== 'BROWSER';
}

/** Inside the native app, the installed web app or a web clip: nothing to download or install. */
export function isInstalledApp(win: Window = window): boolean {
  return isStandalone(win) || NATIVE_APP_UA.test(win.navigator.userAgent);
}
