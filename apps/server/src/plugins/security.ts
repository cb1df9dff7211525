import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { COMPRESS_THRESHOLD_BYTES, LIVE_BROTLI_QUALITY } from '../lib/compression';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const STATIC_PREFIXES = ['/assets/', '/media/', '/games/assets/'];

/**
 * The Content-Security-Policy of a Vite-built React SPA that serves its own scripts, styles, images and
 * media: no inline scripts (no upgrade-insecure-requests: the site is also served over plain http locally; a TLS proxy adds it); inline style attributes allowed (React style props); images from self,
 * data: and blob:; games may be framed from https providers.
 */
export function contentSecurityPolicy(): NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean>> {
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
      frameSrc: ["'self'", 'https:'],
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

/** Security headers, compression and the per-IP rate limit. */
async function securityPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  const { config } = options;
  const headers = securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } },
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    allowList: (request: FastifyRequest) =>
      STATIC_PREFIXES.some((prefix) => request.url.startsWith(prefix)) ||
      (config.RATE_LIMIT_EXEMPT_LOOPBACK && LOOPBACK.has(request.ip)),
  });
}

export default fp(securityPlugin, { name: 'security' });
