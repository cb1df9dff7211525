import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open, migrated database every module's repository is built on. */
    db: Db;
    /** Throws when the database does not answer. */
    ping: () => Promise<void>;
  }
}

async function databasePlugin(app: FastifyInstance, options: { handle: DbHandle }): Promise<void> {
  app.decorate('db', options.handle.db);
  app.decorate('ping', () => options.handle.ping());
}

export default fp(databasePlugin, { name: 'database' });
