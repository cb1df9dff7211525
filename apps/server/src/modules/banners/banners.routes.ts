import { API_PATHS, bannersQuerySchema, bannersResponseSchema, failureSchema, ok } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options';

export const bannersRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services, responses }) => {
  app.get(
    API_PATHS.banners,
    {
      schema: {
        tags: ['banners'],
        summary: 'Banners of one group (m_home, m_rng, ...), in display order',
        querystring: bannersQuerySchema,
        response: { 200: ok(bannersResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      const { groupName } = request.query;
      return responses.send(reply, `banners|${merchant}|${groupName}`, () =>
        services.banners.byGroup(merchant, groupName),
      );
    },
  );
};
