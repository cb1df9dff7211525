import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../lib/escape-html';
import { TtlCache } from '../lib/ttl-cache';
import type { Services } from '../modules/services';

/** What home's static first paint shows: the merchant's name and its first home banner. */
export interface FirstPaintData {
  siteName: string;
  bannerUrl: string;
}

/**
 * Fill the web app's first-paint template and put it before the app root, so the header and hero
 * banner paint before the app code has loaded; the app removes it once it has rendered.
 * The banner is also preloaded at high priority and the title names the merchant.
 */
export function renderFirstPaint(indexHtml: string, template: string, data: FirstPaintData): string {
  const siteName = escapeHtml(data.siteName);
  const bannerUrl = escapeHtml(data.bannerUrl);
  const shell = template.replaceAll('{{siteName}}', siteName).replaceAll('{{bannerUrl}}', bannerUrl);
  const preload = `<link rel="preload" as="image" href="${bannerUrl}" fetchpriority="high">`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${siteName}</title>`)
    .replace('</head>', `${preload}\n</head>`)
    .replace('<div id="root"></div>', `${shell}<div id="root"></div>`);
}

const TEMPLATE = 'first-paint/home.html';
const TTL_MS = 30_000;

/** Home's index.html per merchant, with its first paint; null when the build has no template. */
export function createHomePage(webDist: string, services: Services) {
  const templatePath = join(webDist, TEMPLATE);
  if (!existsSync(templatePath)) return null;
  const pages = new TtlCache<string>(TTL_MS, { maxEntries: 100 });
  return async function homePage(host: string | undefined): Promise<string> {
    const merchant = await services.site.resolveMerchant(host, undefined);
    return pages.get(merchant.code, async () => {
      // Read with the page, not at start: a new build is picked up like index.html itself.
      const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
      const template = readFileSync(templatePath, 'utf8');
      const [banner] = await services.banners.byGroup(merchant.code, 'm_home');
      if (!banner?.imageUrl.startsWith('/')) return indexHtml;
      return renderFirstPaint(indexHtml, template, { siteName: merchant.name, bannerUrl: banner.imageUrl });
    });
  };
}
