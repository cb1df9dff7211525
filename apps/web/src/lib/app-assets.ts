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

/** Add the head's links, the module preloads and the entry script. */
export function startApp(doc: Document, assets: AppAssets): void {
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
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = assets.entry;
  doc.head.appendChild(script);
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
