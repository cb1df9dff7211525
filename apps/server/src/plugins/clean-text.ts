import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUncleanText, uncleanTextError } from '../lib/clean-text';

const PARTS = ['params', 'query', 'body'] as const;

/**
 * Refuse, before any schema or handler sees it, a request whose path parameters, query or body hold
 * text PostgreSQL cannot store or no field means (lib/clean-text.ts). One hook for every route, so a
 * new field is covered without thinking of it. Registered after encrypted-body: its preValidation
 * hook runs first, so an encrypted payload is checked once decrypted.
 */
async function cleanTextPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    for (const part of PARTS) {
      const path = findUncleanText(request[part]);
      if (!path) continue;
      throw uncleanTextError(String(path[0] ?? part), path.length > 0 ? path.join('.') : part);
    }
  });
}

export default fp(cleanTextPlugin, { name: 'clean-text', dependencies: ['encrypted-body'] });
