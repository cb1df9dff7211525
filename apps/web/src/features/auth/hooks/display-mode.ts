/** How the site is running: an installed web app (PWA), an iOS home-screen web clip, or a browser tab. */
export type DisplayMode = 'PWA' | 'WEBCLIP' | 'BROWSER';

export function displayMode(win: Window = window): DisplayMode {
  if (win.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  return 'BROWSER';
}

/** Inside an installed app (PWA or web clip): no app-download entries. */
export function isStandalone(win: Window = window): boolean {
  return displayMode(win) !== 'BROWSER';
}
