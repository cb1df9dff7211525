import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's configuration, read once from the environment (config.ts). */
    config: Config;
  }
}

async function configPlugin(app: FastifyInstance, options: { config: Config }): Promise<void> {
  app.decorate('config', options.config);
}

export default fp(configPlugin, { name: 'config' });
