import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { classificationsQuerySchema, classificationsResponseSchema } from '@lobby/contract/vendors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const classificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.classifications,
    {
      schema: {
        tags: ['games'],
        summary: 'Classifications of a game type, optionally only those of the given vendors',
        querystring: classificationsQuerySchema,
        response: { 200: ok(classificationsResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      const { gameType } = request.query;
      const vendors = [...new Set((request.query.vassalage ?? []).map((code) => code.toUpperCase()))].sort();
      return app.responses.send(reply, `classifications|${merchant}|${gameType}|${vendors.join(',')}`, () =>
        app.classifications.list(merchant, gameType, vendors),
      );
    },
  );
};
