import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { winnersQuerySchema, winnersResponseSchema } from '@lobby/contract/winners';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const winnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.winners,
    {
      schema: {
        tags: ['winners'],
        summary: 'The winners board: newest wins first, names masked, amounts with 2 decimals',
        querystring: winnersQuerySchema,
        response: { 200: ok(winnersResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      const { gameCategory, limitNum } = request.query;
      return app.liveResponses.send(reply, `winners|${merchant}|${gameCategory}|${limitNum}`, () =>
        app.winners.recent(merchant, gameCategory, limitNum),
      );
    },
  );
};
