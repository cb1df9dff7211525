import { ADMIN_PREFIX } from '@lobby/contract';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, type Config, type Env } from './config';
import type { DbHandle } from './db/client';
import { canonicalUrl } from './lib/canonical-url';
import { JsonResponseCache } from './lib/json-reply';
import { serializeError } from './lib/log-errors';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { createCatalogueWatcher, type CatalogueWatcher } from './modules/catalogue/catalogue-watcher';
import { registerModules } from './modules/index';
import { createServices, type Services } from './modules/services';
import formbody from '@fastify/formbody';
import auth from './plugins/auth';
import docs from './plugins/docs';
import cleanText from './plugins/clean-text';
import encryptedBody from './plugins/encrypted-body';
import errors from './plugins/errors';
import merchant from './plugins/merchant';
import statusGate from './plugins/status-gate';
import operatorAuth from './plugins/operator-auth';
import query from './plugins/query';
import security from './plugins/security';
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

export type App = FastifyInstance & { services: Services; config: Config; catalogue: CatalogueWatcher };

const WINNERS_TTL_MS = 5000;

/** The one place plugins and modules are registered. Tests build the app through here too. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const config = isConfig(options.config) ? options.config : loadConfig(process.env, options.config ?? {});
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logger),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    // Before routing: the router, the gates, the rate limit and the logs all read this one spelling.
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices(options.db.db, {
    cacheTtlMs: config.CATALOGUE_CACHE_TTL_MS,
    // Twice guarded (config.ts refuses it too): codes and captcha answers are never served in production.
    outbox: config.MESSAGE_OUTBOX && config.NODE_ENV !== 'production',
    uploadsDir: config.uploadsDir,
    providers: {
      smsUrl: config.SMS_PROVIDER_URL,
      smsKey: config.SMS_PROVIDER_KEY,
      smtpUrl: config.SMTP_URL,
      mailFrom: config.MAIL_FROM,
    },
  });
  app.decorate('services', services);
  app.decorate('config', config);

  await app.register(errors);
  await app.register(security, { config });
  if (config.API_DOCS) await app.register(docs);
  await app.register(merchant, { site: services.site });
  // After the merchant is known: refuse API calls while in maintenance or from a blocked country.
  await app.register(statusGate, { siteStatus: services.siteStatus });
  await app.register(query);
  await app.register(formbody, { bodyLimit: config.BODY_LIMIT_BYTES });
  await app.register(auth, { sessions: services.sessions });
  await app.register(operatorAuth, { operators: services.operators });
  await app.register(encryptedBody, { encryption: services.encryption });
  await app.register(cleanText);
  await app.register(staticFiles, {
    mediaDir: config.mediaDir,
    webDist: config.webDist,
    gamesDist: config.gamesDist,
    services,
  });
  const responses = new JsonResponseCache(config.CATALOGUE_CACHE_TTL_MS);
  const catalogue = createCatalogueWatcher(createCatalogueRepository(options.db.db), {
    intervalMs: config.CATALOGUE_POLL_MS,
    onChange: () => {
      responses.clear();
      services.clearCaches();
      app.log.info('catalogue changed: cached reads dropped');
    },
    onError: (error) => app.log.warn({ err: error }, 'catalogue version check failed'),
  });
  app.decorate('catalogue', catalogue);
  app.addHook('onReady', () => catalogue.start());
  app.addHook('onClose', async () => catalogue.stop());
  // An operator's change shows on this server at once; other servers see the version move on their next poll.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && request.url.startsWith(ADMIN_PREFIX)) {
      await catalogue.checkNow().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue check failed'));
    }
    return payload;
  });

  await registerModules(app, {
    services,
    responses,
    liveResponses: new JsonResponseCache(Math.min(WINNERS_TTL_MS, config.CATALOGUE_CACHE_TTL_MS), {
      staleMs: WINNERS_TTL_MS,
    }),
    ping: () => options.db.ping(),
  });
  if (options.extend) await app.register(async (scope) => options.extend?.(scope));
  await app.ready();
  return app as unknown as App;
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
