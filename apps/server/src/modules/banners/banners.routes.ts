import { bannersQuerySchema, bannersResponseSchema } from '@lobby/contract/banners';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';

export const bannersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.banners,
    {
      schema: {
        tags: ['banners'],
        summary:
          "Published banners of one group (m_home, m_rng, ...) for the language (default: the site's), in display order",
        querystring: bannersQuerySchema,
        response: { 200: ok(bannersResponseSchema), 400: failureSchema },
      },
    },
    // The service caches the group's rows and checks each banner's window per call: no response cache here.
    async (request) => {
      const { groupName, language } = request.query;
      const chosen = language ?? app.site.site(request.merchant).defaultLanguage;
      return success(await app.banners.byGroup(request.merchant.code, groupName, chosen));
    },
  );
};
