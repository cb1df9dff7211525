/**
 * The built page lists the app's entry and its module preloads as data (`#app-assets`) instead of
 * tags, so that nothing but the first paint competes for the network until that paint is done.
 * The boot script starts them afterwards.
 */
export const APP_ASSETS_ID = 'app-assets';

/** The server's static first paint of home (public/first-paint/home.html), shown until the app has rendered. */
export const FIRST_PAINT_ID = 'first-paint';

export interface AppAssets {
  entry: string;
  preload: string[];
}

export function readAppAssets(doc: Document): AppAssets | undefined {
  const text = doc.getElementById(APP_ASSETS_ID)?.textContent;
  if (!text) return undefined;
  const parsed = JSON.parse(text) as Partial<AppAssets>;
  if (typeof parsed.entry !== 'string' || !Array.isArray(parsed.preload)) return undefined;
  return { entry: parsed.entry, preload: parsed.preload.filter((href) => typeof href === 'string') };
}

/** Add the module preloads and the entry script. */
export function startApp(doc: Document, assets: AppAssets): void {
  for (const href of assets.preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = assets.entry;
  doc.head.appendChild(script);
}

/** Longest the app waits for the hero image of the first paint. */
export const HERO_WAIT_MS = 3000;

/**
 * Resolves after the page has painted and the first paint's hero image (if any) has loaded.
 * Two animation frames: by the second, the first frame has been presented.
 */
export function afterFirstPaint(win: Window, hero: HTMLImageElement | null): Promise<void> {
  const painted = new Promise<void>((resolve) =>
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))),
  );
  const heroDone =
    !hero || hero.complete
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          hero.addEventListener('load', () => resolve(), { once: true });
          hero.addEventListener('error', () => resolve(), { once: true });
          win.setTimeout(resolve, HERO_WAIT_MS);
        });
  return Promise.all([painted, heroDone]).then(() => undefined);
}
