import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config, type Env } from './config';
import type { DbHandle } from './db/client';
import { canonicalUrl } from './lib/canonical-url';
import { serializeError } from './lib/log-errors';
import { registerModules } from './modules/index';
import formbody from '@fastify/formbody';
import auth from './plugins/auth';
import configPlugin from './plugins/config';
import database from './plugins/database';
import docs from './plugins/docs';
import cleanText from './plugins/clean-text';
import encryptedBody from './plugins/encrypted-body';
import errors from './plugins/errors';
import merchant from './plugins/merchant';
import statusGate from './plugins/status-gate';
import operatorAuth from './plugins/operator-auth';
import query from './plugins/query';
import security from './plugins/security';
import sharedState from './plugins/shared-state';
import staticFiles from './plugins/static';

export interface BuildAppOptions {
  /** An open, migrated database. */
  db: DbHandle;
  /** Environment overrides on top of process.env (tests set DATA_DIR, WEB_DIST, ...). */
  config?: Partial<Env> | Config;
  /** Structured request logs (pino) to stdout; off in tests, or to a stream a test reads. */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** Extra routes registered after the modules (tests, tools). */
  extend?: (app: FastifyInstance) => Promise<void> | void;
}

export type App = FastifyInstance;

/** The one place plugins and modules are registered. Tests build the app through here too. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const config = isConfig(options.config) ? options.config : loadConfig(process.env, options.config ?? {});
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logger),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    // The catalogue's first read-model build runs in onReady (before listening): at 100,000 games on a busy
    // machine it takes longer than Fastify's default 10 s for a plugin or hook.
    pluginTimeout: 120_000,
    // Before routing: the router, the gates, the rate limit and the logs all read this one spelling.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(database, { handle: options.db });
  await app.register(errors);
  await app.register(sharedState, { config });
  await app.register(security, { config });
  if (config.API_DOCS) await app.register(docs);
  // The request plugins read the services the modules decorate (app.site, app.sessions, ...) at request
  // time; they come first so that the modules' routes can name their preHandlers.
  await app.register(merchant);
  // After the merchant is known: refuse API calls while in maintenance or from a blocked country.
  await app.register(statusGate);
  await app.register(query);
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT_BYTES });
  await app.register(auth);
  await app.register(operatorAuth);
  await app.register(encryptedBody);
  await app.register(cleanText);
  await registerModules(app);
  await app.register(staticFiles, {
    mediaDir: config.mediaDir,
    webDist: config.webDist,
    gamesDist: config.gamesDist,
    adminDist: config.adminDist,
  });
  if (options.extend) await app.register(async (scope) => options.extend?.(scope));
  await app.ready();
  return app;
}

/** Errors are logged without query parameters (lib/log-errors.ts); a request with the URL as sent too. */
function loggerOptions(config: Config, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    serializers: { err: serializeError, req: requestLog },
    ...(typeof logger === 'object' ? { stream: logger.stream } : {}),
  };
}

/** Fastify's request log line, plus the URL as sent when it was spelled otherwise. */
function requestLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    ...(request.originalUrl === request.url ? {} : { originalUrl: request.originalUrl }),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function isConfig(value: BuildAppOptions['config']): value is Config {
  return value !== undefined && 'mediaDir' in value;
}
