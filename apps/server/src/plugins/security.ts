import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { DOCS_PREFIX } from './docs';
import { COMPRESS_THRESHOLD_BYTES, LIVE_BROTLI_QUALITY } from '../lib/compression';
import { sharedRateLimitStore } from './rate-limit-store';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const STATIC_PREFIXES = ['/assets/', '/media/', '/games/assets/'];

/**
 * The Content-Security-Policy of a Vite-built React SPA that serves its own scripts, styles, images and
 * media: no inline scripts (no upgrade-insecure-requests: the site is also served over plain http locally; a TLS proxy adds it); inline style attributes allowed (React style props); images from self,
 * data: and blob:; games may be framed from https providers and from the origins of the enabled provider
 * connections (`frameOrigins`: a local provider simulator is plain http).
 */
export function contentSecurityPolicy(
  frameOrigins: readonly string[] = [],
): NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>> {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      frameSrc: ["'self'", 'https:', ...frameOrigins],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  };
}

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: contentSecurityPolicy(),
  crossOriginEmbedderPolicy: false,
  // same-site: a dev server on another port of the same host may load /media images.
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * Helmet's headers, computed once. (@fastify/helmet rebuilds helmet and re-parses the CSP on every
 * request, a fifth of the server's time on cached catalogue reads; the headers never change.)
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const HSTS = 'strict-transport-security';
const CSP = 'content-security-policy';
const API_ROOT = '/api/';

/**
 * The policy of an API answer: JSON is data, never a document, so it may load and frame nothing (as OWASP's
 * REST guidance has it). The page policy, built per merchant with its sign-in and game providers, belongs on
 * pages; on every answer it cost the catalogue's busiest reads 2 % of their time and 700 bytes each.
 */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** An answer of the JSON API (not a page, not a static file; Swagger UI's pages keep the page policy). */
export function isApiAnswer(url: string): boolean {
  return url.startsWith(API_ROOT) && !url.startsWith(DOCS_PREFIX);
}

/**
 * Whether an answer must never be stored by a browser or a proxy: it answers a call that carries
 * credentials (a session, an operator's session or a game ticket) or that changes something (logins and
 * registrations hand out tokens). Public reads by visitors keep their own caching; a route that sets its
 * own Cache-Control keeps it.
 */
export function mustNotStore(request: FastifyRequest): boolean {
  if (!request.url.startsWith(API_ROOT)) return false;
  return request.headers.authorization !== undefined || (request.method !== 'GET' && request.method !== 'HEAD');
}

/** Security headers, private answers never stored, compression and the per-IP rate limit. */
async function securityPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  // The player site's pages get their own policy (site/provider-csp.ts: sign-in providers, providers' frames).
  const { [HSTS]: hsts, ...headers } = securityHeaders(HELMET_OPTIONS);
  const apiHeaders = { ...headers, [CSP]: API_POLICY };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : headers);
    // Over plain http the header is ignored at best; request.protocol reads X-Forwarded-Proto only from a trusted proxy.
    if (hsts && request.protocol === 'https') reply.header(HSTS, hsts);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control') && mustNotStore(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } },
  });
  // With Redis every instance counts against one total; without it, each counts in its own memory.
  const redis = app.redis;
  let warnedAt = 0;
  const store = redis
    ? sharedRateLimitStore(redis, (error) => {
        if (Date.now() - warnedAt < 60_000) return;
        warnedAt = Date.now();
        app.log.warn({ err: error }, 'rate limits counted in memory while Redis cannot answer');
      })
    : undefined;
  await app.register(rateLimit, {
    global: true,
    ...(store ? { store } : {}),
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // request.url is the canonical spelling the router matched (app.ts rewriteUrl).
    allowList: (request: FastifyRequest) =>
      STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix)) ||
      (config.RATE_LIMIT_EXEMPT_LOOPBACK && LOOPBACK.has(request.ip)),
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['shared-state'] });
