import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../db/client';
import { upkeepPass } from '../db/pglite-upkeep';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open, migrated database every module's repository is built on. */
    db: Db;
    /** Throws when the database does not answer. */
    ping: () => Promise<void>;
  }
}

/** On PGlite, autovacuum's work (db/pglite-upkeep.ts): once the server is ready, then every `every` ms. */
function startPgliteUpkeep(app: FastifyInstance, db: Db, every: number) {
  let running = false;
  const pass = () => {
    if (running) return;
    running = true;
    upkeepPass(db)
      .then((tables) => {
        if (tables.length > 0) app.log.info({ tables }, 'PGlite upkeep: vacuumed and analyzed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'PGlite upkeep failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(pass, every);
  timer.unref();
  app.addHook('onReady', async () => pass());
  app.addHook('onClose', async () => clearInterval(timer));
}

async function databasePlugin(app: FastifyInstance, options: { handle: DbHandle }): Promise<void> {
  app.decorate('db', options.handle.db);
  app.decorate('ping', () => options.handle.ping());
  const every = app.config.PGLITE_UPKEEP_MS;
  if (options.handle.driver === 'pglite' && every > 0) startPgliteUpkeep(app, options.handle.db, every);
}

export default fp(databasePlugin, { name: 'database', dependencies: ['config'] });
