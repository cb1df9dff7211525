import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { siteStatusQuerySchema, siteStatusResponseSchema } from '@lobby/contract/site-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';

export const siteStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.siteStatus,
    {
      schema: {
        tags: ['site'],
        summary:
          'System status for this visitor: 0 normal, 1 maintenance (also when both), 2 region restricted; the address, its country and the maintenance message',
        querystring: siteStatusQuerySchema,
        response: { 200: ok(siteStatusResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      // Per visitor and per minute: never stored by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return success(app.siteStatus.status(request.merchant, request.ip, request.query.language));
    },
  );
};
