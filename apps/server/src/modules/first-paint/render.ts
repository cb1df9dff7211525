import Mustache from 'mustache';
import { escapeHtml } from '../../lib/escape-html';

/** What a page's first paint fills in, and what the page needs first from the network. */
export interface FirstPaint {
  /** The document's title. */
  title: string;
  /** The page's language (the document's lang). */
  language: string;
  /** The template's values; the template engine escapes every one. */
  view: Record<string, unknown>;
  /** The page's main image: preloaded at high priority, before anything else is asked for. */
  heroUrl?: string | undefined;
  /** Same-origin JSON the page asks for at once: preloaded for the app to pick up. */
  dataUrls?: readonly string[] | undefined;
  /** A template of its own for this address, in place of its page's (the game centre's hub). */
  template?: string | undefined;
}

/**
 * Fill a page's first-paint template and put it before the app root, so the page's header and first
 * content paint before the app code has loaded; the app removes it once it has rendered its own.
 */
export function renderFirstPaint(
  indexHtml: string,
  template: string,
  paint: FirstPaint,
  partials: Record<string, string> = {},
): string {
  const shell = Mustache.render(template, paint.view, partials, { escape: escapeHtml });
  const links = [
    ...(paint.heroUrl
      ? [`<link rel="preload" as="image" href="${escapeHtml(paint.heroUrl)}" fetchpriority="high">`]
      : []),
    ...(paint.dataUrls ?? []).map(
      (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}">`,
    ),
  ];
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(paint.language)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(paint.title)}</title>`)
    .replace('</head>', `${links.map((link) => `${link}\n`).join('')}</head>`)
    .replace('<div id="root"></div>', `${shell}<div id="root"></div>`);
}

/** A same-origin path (media the server serves), else undefined: a first paint never loads another site's file. */
export function localUrl(url: string | undefined): string | undefined {
  return url?.startsWith('/') && !url.startsWith('//') ? url : undefined;
}
