import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE } from '@lobby/contract/core';
import { SYSTEM_STATUS } from '@lobby/contract/site-status';
import { TtlCache } from '../../lib/ttl-cache';
import { FIRST_PAINT_PAGES, type FirstPaintStrings } from './pages';
import { renderFirstPaint } from './render';
import { visitorLocale } from './visitor-locale';

const FOLDER = 'first-paint';
const STRINGS = 'strings.json';
/** The site's header, one copy for home and the lobby pages (their templates' `siteHeader` partial). */
const SITE_HEADER = 'site-header.html';
const TTL_MS = 30_000;

function readStrings(folder: string): Record<string, FirstPaintStrings> {
  const path = join(folder, STRINGS);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, FirstPaintStrings>) : {};
}

/**
 * The index.html of a page the server paints first (home, promotions, notices), for this merchant
 * and visitor; null for any other page, when the build has no template for it, or while the site
 * is closed to the visitor (the app shows the maintenance or region page instead).
 */
export function createFirstPaint(webDist: string, app: FastifyInstance) {
  const folder = join(webDist, FOLDER);
  // A page without its template in the build (null) is remembered too, so no request touches the disk.
  const pages = new TtlCache<string | null>(TTL_MS, { maxEntries: 500 });
  return async function firstPaintPage(path: string, request: FastifyRequest): Promise<string | null> {
    const page = FIRST_PAINT_PAGES[path];
    if (!page) return null;
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    if (page.skipWith?.some((name) => query.has(name))) return null;
    const merchant = await app.site.resolveMerchant(request.hostname, undefined);
    if (app.siteStatus.blocking(merchant, request.ip) !== SYSTEM_STATUS.normal) return null;
    const locale = visitorLocale(request.headers.cookie, request.headers['accept-language']);
    const picked = (page.queryKeys ?? []).map((name) => `${name}=${query.get(name) ?? ''}`);
    const key = [merchant.code, path, locale.language, locale.utcOffset, ...picked].join('|');
    return pages.get(key, async () => {
      // Read with the page, not at start: a new build is picked up like index.html itself.
      const files = [page.template, SITE_HEADER, ...(page.layout ? [page.layout] : [])];
      if (!files.every((file) => existsSync(join(folder, file)))) return null;
      const indexHtml = readFileSync(join(webDist, 'index.html'), 'utf8');
      const read = (file: string) => readFileSync(join(folder, file), 'utf8');
      const strings = readStrings(folder);
      const words = strings[locale.language] ?? strings[DEFAULT_LANGUAGE] ?? {};
      const paint = await page.paint({ merchant, locale, strings: words, app, query });
      if (!paint) return null;
      const template = paint.template ?? page.template;
      if (!existsSync(join(folder, template))) return null;
      const content = read(template);
      const siteHeader = read(SITE_HEADER);
      return page.layout
        ? renderFirstPaint(indexHtml, read(page.layout), paint, { content, siteHeader })
        : renderFirstPaint(indexHtml, content, paint, { siteHeader });
    });
  };
}
export type FirstPaintService = ReturnType<typeof createFirstPaint>;
