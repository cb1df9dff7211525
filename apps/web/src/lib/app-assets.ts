import { yieldToMain } from './scheduling';

/**
 * The built page lists the app's entry, its module preloads and the head's other links (the site's
 * data, manifest, icons) as data (`#app-assets`) instead of tags, so that nothing but the first
 * paint competes for the network until that paint is done. The boot script adds them afterwards.
 */
export const APP_ASSETS_ID = 'app-assets';

/** The server's static first paint of home (public/first-paint/home.html), shown until the app has rendered. */
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

/**
 * Resolves after the page has painted and the first paint's images (the hero banner on home, the
 * first promotions) have loaded: the app's code then does not share the network with them.
 * Two animation frames: by the second, the first frame has been presented.
 */
export function afterFirstPaint(win: Window, images: readonly HTMLImageElement[]): Promise<void> {
  const painted = new Promise<void>((resolve) =>
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0))),
  );
  return Promise.all([painted, ...images.map((image) => loaded(image, win))]).then(() => undefined);
}
