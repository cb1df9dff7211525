import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { INHOUSE_GAMES_PREFIX, MEDIA_PREFIX } from '@lobby/contract/core';
import { failure } from '../lib/envelope';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Named media (vendor icons, merchant logos) may be redrawn by a later seed: long-lived, not immutable. */
export const LONG_LIVED = 'public, max-age=2592000, stale-while-revalidate=86400';
export const NO_CACHE = 'no-cache';

const HOME = '/m/home';
const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'];
const FAVICON_DEFAULT = '/favicon.ico';
/** The web build's icon (public/favicon.svg). */
const FAVICON = '/favicon.svg';
/** The operator console's build: a bundle of its own, never loaded by the player site. */
export const CONSOLE_PREFIX = '/admin';

/** Cache-Control of a media file: content-addressed art never changes. */
export function mediaCacheControl(path: string): string {
  return /[\\/](games|banners)[\\/]/.test(path) ? IMMUTABLE : LONG_LIVED;
}

/** Cache-Control of a file of the built web app: hashed assets forever, the rest revalidated. */
export function webCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : NO_CACHE;
}

/** Where an unmatched request goes: the SPA shell, a redirect home, or a 404 envelope. */
export function fallbackFor(
  method: string,
  path: string,
  acceptsHtml: boolean,
  hasWeb: boolean,
): 'spa' | 'console' | 'home' | 'not-found' {
  if (path.startsWith('/api/') || path === '/api') return 'not-found';
  if (method !== 'GET' && method !== 'HEAD') return 'not-found';
  // The console routes on the client: its pages get its index.html, its missing files a 404.
  if (path.startsWith(`${CONSOLE_PREFIX}/`)) {
    return path.startsWith(`${CONSOLE_PREFIX}/assets/`) || /\.[a-z0-9]+$/i.test(path) ? 'not-found' : 'console';
  }
  if (path.startsWith('/assets/') || path.startsWith(`${MEDIA_PREFIX}/`)) return 'not-found';
  // The in-house games app has its own files and no routes: never the lobby's shell or home.
  if (path === INHOUSE_GAMES_PREFIX || path.startsWith(`${INHOUSE_GAMES_PREFIX}/`)) return 'not-found';
  // Under /m/ the SPA decides (its own unknown routes go home); never redirect /m/home to itself.
  if (path.startsWith('/m/')) return hasWeb ? 'spa' : 'not-found';
  return acceptsHtml ? 'home' : 'not-found';
}

interface StaticOptions {
  mediaDir: string;
  webDist: string;
  /** The built in-house games app, served under /games/. */
  gamesDist: string;
  /** The built operator console, served under /admin/. */
  adminDist: string;
}

/** Serve a built browser app under `prefix`/ (its index.html at the prefix); false when it is not built. */
async function serveBuiltApp(app: FastifyInstance, root: string, prefix: string, name: string): Promise<boolean> {
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn({ root }, `${name} not built: ${prefix}/ answers 404`);
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: `${prefix}/`,
    decorateReply: false,
    index: ['index.html'],
    // Each build writes .br and .gz beside its assets at maximum compression.
    preCompressed: true,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, path) => res.header('Cache-Control', webCacheControl(path)),
  });
  return true;
}

/**
 * Serve generated media, the built web app and the in-house games app (when built), the home
 * redirects and the SPA fallback.
 */
async function staticPlugin(app: FastifyInstance, options: StaticOptions): Promise<void> {
  mkdirSync(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: `${MEDIA_PREFIX}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, path) => res.header('Cache-Control', mediaCacheControl(path)),
  });

  const hasWeb = existsSync(join(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      // The web build writes .br and .gz beside each asset at maximum compression.
      preCompressed: true,
      dotfiles: 'ignore',
      redirect: false,
      cacheControl: false,
      setHeaders: (res, path) => res.header('Cache-Control', webCacheControl(path)),
    });
  } else {
    app.log.warn({ webDist: options.webDist }, 'web app not built: only the API is served');
  }

  // /games/ is the game page (its state rides in the fragment); /admin/ is the console's page, and its other
  // client routes get the same page from the fallback.
  const hasGames = await serveBuiltApp(app, options.gamesDist, INHOUSE_GAMES_PREFIX, 'in-house games app');
  const hasConsole = await serveBuiltApp(app, options.adminDist, CONSOLE_PREFIX, 'operator console');

  // The first-paint module's pages, read at request time.
  const firstPaint = hasWeb ? app.firstPaint : null;

  /** The app's page: with the server's first paint when the page has one, else the plain index.html. */
  async function sendAppPage(path: string, request: FastifyRequest, reply: FastifyReply) {
    const html = firstPaint
      ? await firstPaint(path, request).catch((error: unknown) => {
          request.log.warn({ err: error, path }, 'first paint failed: the plain app page is served');
          return null;
        })
      : null;
    if (html === null) return reply.sendFile('index.html');
    // The first paint is in the visitor's language and time zone (cookie, else Accept-Language).
    return reply.header('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(html);
  }

  // The page declares its icon only once the app starts (the boot script adds it after the first
  // paint), so a browser may first ask for the default /favicon.ico: it gets the site's icon.
  if (hasWeb) {
    app.get(FAVICON_DEFAULT, { schema: { hide: true } }, (_request, reply) => reply.redirect(FAVICON, 301));
  }

  // The browser keeps the fragment (the ticket) across the redirect.
  app.get(INHOUSE_GAMES_PREFIX, { schema: { hide: true } }, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${INHOUSE_GAMES_PREFIX}/${query}`, 302);
  });

  // The console's start page keeps its state in the query (`/admin?range=30d`): it survives the redirect.
  app.get(CONSOLE_PREFIX, { schema: { hide: true } }, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${CONSOLE_PREFIX}/${query}`, 302);
  });

  for (const path of HOME_ALIASES) {
    app.get(path, { schema: { hide: true } }, (request, reply) => redirectHome(request, reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    switch (fallbackFor(request.method, path, acceptsHtml, hasWeb)) {
      case 'spa':
        reply.header('Cache-Control', NO_CACHE);
        return sendAppPage(path, request, reply);
      case 'console':
        if (!hasConsole) break;
        // Read per request: a rebuilt console is served without a restart, as the other apps are.
        return readFile(join(options.adminDist, 'index.html')).then((html) =>
          reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html),
        );
      case 'home':
        return redirectHome(request, reply);
    }
    return reply.status(404).send(failure('route.not.found', notBuiltMessage(path, hasWeb, hasGames, hasConsole)));
  });
}

function notBuiltMessage(path: string, hasWeb: boolean, hasGames: boolean, hasConsole: boolean): string | undefined {
  if (!hasWeb && path.startsWith('/m/')) return 'The web app is not built: run npm run build.';
  if (!hasGames && (path === INHOUSE_GAMES_PREFIX || path.startsWith(`${INHOUSE_GAMES_PREFIX}/`))) {
    return 'The games app is not built: run npm run build.';
  }
  if (!hasConsole && path.startsWith(`${CONSOLE_PREFIX}/`))
    return 'The operator console is not built: run npm run build.';
  return undefined;
}

function redirectHome(request: FastifyRequest, reply: FastifyReply) {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return reply.redirect(`${HOME}${query}`, 302);
}

export default fp(staticPlugin, { name: 'static', dependencies: ['first-paint'] });
