import { API_PATHS, failureSchema } from '@lobby/contract/core';
import { healthResponseSchema } from '@lobby/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/envelope';

const PING_TIMEOUT_MS = 2000;

/** GET /api/health: { status: "ok" } when the database answers, else 503. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.health,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema, 503: failureSchema },
      },
    },
    async () => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([app.ping(), timeout]);
      } catch (error) {
        app.log.warn({ err: error }, 'health: database does not answer');
        throw new ApiError('system.maintenance', 'The database does not answer.');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ok' as const };
    },
  );
};
