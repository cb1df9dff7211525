import fp from 'fastify-plugin';
import { ADMIN_PREFIX } from '@lobby/contract/core';
import type { FastifyInstance } from 'fastify';
import { JsonResponseCache } from '../../lib/json-reply';
import { createCatalogueRepository } from './catalogue.repository';
import { createCatalogueWatcher, type CatalogueWatcher } from './catalogue-watcher';
import { createCatalogueBuilder } from './catalogue-builder';
import { createCatalogueStore } from './catalogue-store';
import type { MerchantCatalogue } from './merchant-catalogue';

export interface Catalogue extends CatalogueWatcher {
  /** Call `listener` whenever any merchant's catalogue version moves (a module drops its cached reads). */
  onChange: (listener: () => void) => void;
  /** Drop every cached catalogue read now (a test that changed settings straight in the database). */
  clearCaches: () => void;
  /** The merchant's in-memory catalogue when it is current; undefined while it is (re)built: read the database. */
  model: (merchantCode: string) => MerchantCatalogue | undefined;
  /** Resolves when every due build of the read model is done. */
  settled: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
    /** Catalogue reads: cached for the catalogue TTL, dropped when the catalogue changes. */
    responses: JsonResponseCache;
    /** Reads that change with play (winners): cached briefly. */
    liveResponses: JsonResponseCache;
  }
}

const WINNERS_TTL_MS = 5000;

/**
 * The catalogue's version watch and the response caches it guards. Modules that cache catalogue reads
 * subscribe with `app.catalogue.onChange`.
 */
async function cataloguePlugin(app: FastifyInstance): Promise<void> {
  const ttlMs = app.config.CATALOGUE_CACHE_TTL_MS;
  const responses = new JsonResponseCache(ttlMs);
  const listeners: Array<() => void> = [() => responses.clear()];
  const clearCaches = () => {
    for (const listener of listeners) listener();
  };
  const store = createCatalogueStore({
    build: createCatalogueBuilder(app.db),
    // Answers cached from the database while the model was built may lack what only the model finds (typos).
    onSwap: (merchantCode, model) => {
      clearCaches();
      app.log.info({ merchantCode, version: model.version, games: model.size }, 'catalogue read model built');
    },
    onError: (merchantCode, error) => app.log.warn({ err: error, merchantCode }, 'catalogue read model build failed'),
  });
  const watcher = createCatalogueWatcher(createCatalogueRepository(app.db), {
    intervalMs: app.config.CATALOGUE_POLL_MS,
    onVersions: (rows) => store.update(rows),
    onChange: () => {
      clearCaches();
      app.log.info('catalogue changed: cached reads dropped');
    },
    onError: (error) => app.log.warn({ err: error }, 'catalogue version check failed'),
  });
  app.decorate('catalogue', {
    ...watcher,
    onChange: (listener: () => void) => listeners.push(listener),
    clearCaches,
    model: (merchantCode: string) => store.get(merchantCode),
    settled: () => store.settled(),
  });
  app.decorate('responses', responses);
  app.decorate('liveResponses', new JsonResponseCache(Math.min(WINNERS_TTL_MS, ttlMs), { staleMs: WINNERS_TTL_MS }));
  // The first models are built before the server listens: it starts serving from memory. Later builds run
  // in the background while the database answers.
  app.addHook('onReady', async () => {
    await watcher.start();
    await store.settled();
  });
  app.addHook('onClose', async () => {
    watcher.stop();
    await store.stop();
  });
  // An operator's change shows on this server at once; other servers see the version move on their next poll.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && request.url.startsWith(ADMIN_PREFIX)) {
      await watcher.checkNow().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue check failed'));
    }
    return payload;
  });
}

export default fp(cataloguePlugin, { name: 'catalogue', dependencies: ['database'] });
