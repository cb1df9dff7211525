import { yieldToMain } from '../lib/scheduling';

/**
 * The built page lists the app's entry, its module preloads and the head's other links (the site's
 * data, manifest, icons) as data (`#app-assets`) instead of tags, so that nothing but the first
 * paint competes for the network until that paint is done. The boot script adds them afterwards.
 */
export const APP_ASSETS_ID = 'app-assets';

/** The element of the server's first paint (public/first-paint/*.html), shown until the app has rendered. */
export const FIRST_PAINT_ID = 'first-paint';

export interface AppAssets {
  entry: string;
  preload: string[];
  /** Each link's attributes. */
  links: Record<string, string>[];
}

const isAttributes = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((attribute) => typeof attribute === 'string');

export function readAppAssets(doc: Document): AppAssets | undefined {
  const text = doc.getElementById(APP_ASSETS_ID)?.textContent;
  if (!text) return undefined;
  const parsed = JSON.parse(text) as Partial<AppAssets>;
  if (typeof parsed.entry !== 'string' || !Array.isArray(parsed.preload)) return undefined;
  return {
    entry: parsed.entry,
    preload: parsed.preload.filter((href) => typeof href === 'string'),
    links: Array.isArray(parsed.links) ? parsed.links.filter(isAttributes) : [],
  };
}

/** Runs a module of the app by its address (a seam for tests). */
export type RunModule = (href: string) => Promise<unknown>;

const runModule: RunModule = (href) => import(/* @vite-ignore */ href);

/**
 * Add the head's links and the module preloads, then run the app's chunks one per task, the
 * libraries first (the list is in dependency order) and the entry last. Started by one script tag,
 * the whole module graph ran in a single task of about 60 ms, a quarter of a second at a phone's speed.
 */
export async function startApp(doc: Document, assets: AppAssets, run: RunModule = runModule): Promise<void> {
  for (const attributes of assets.links) {
    const link = doc.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    doc.head.appendChild(link);
  }
  for (const href of assets.preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
  for (const href of assets.preload) {
    // A chunk that fails here is fetched again by the entry, whose failure is the one reported.
    await run(href).catch(() => undefined);
    await yieldToMain();
  }
  await run(assets.entry);
}

/** Longest the app waits for the first paint's images. */
export const HERO_WAIT_MS = 3000;

function loaded(image: HTMLImageElement, win: Window): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    win.setTimeout(resolve, HERO_WAIT_MS);
  });
}

/** Resolves once the next frame has been presented (by the second animation frame, the first was). */
function nextPaint(win: Window): Promise<void> {
  return new Promise<void>((resolve) =>
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))),
  );
}

/** Longest the app waits for the page's largest paint once the first paint's images are in. */
export const LARGEST_PAINT_WAIT_MS = 300;

/**
 * Resolves once the browser reports a largest paint made at or after `since` (the images just
 * loaded have been shown), or after LARGEST_PAINT_WAIT_MS when the largest element was painted
 * before them. Animation frames alone run ahead of what is presented; where the browser has no
 * such report, the next frame is the best it can tell.
 */
function largestPaintSince(win: Window, since: number): Promise<void> {
  const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) return nextPaint(win);
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      win.clearTimeout(timer);
      win.setTimeout(resolve, 0);
    };
    const observer = new Observer((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    const timer = win.setTimeout(done, LARGEST_PAINT_WAIT_MS);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * Resolves once the first paint's images (the hero banner on home, the first promotions) have
 * loaded and have been shown: the app's code then shares neither the network nor the main thread
 * with the page's largest paint.
 */
export function afterFirstPaint(win: Window, images: readonly HTMLImageElement[]): Promise<void> {
  return Promise.all(images.map((image) => loaded(image, win))).then(() =>
    largestPaintSince(win, win.performance.now()),
  );
}
