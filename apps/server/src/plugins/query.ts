import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Drop query parameters sent empty (`?gameClassify=&vassalage=`): an empty filter means no filter. */
export function dropEmptyParams(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const record = query as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) if (value === '') delete record[key];
}

async function queryPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', async (request) => {
    dropEmptyParams(request.query);
  });
}

export default fp(queryPlugin, { name: 'query' });
