import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { homeQuerySchema } from '@lobby/contract/home';
import { siteResponseSchema } from '@lobby/contract/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.site,
    {
      schema: {
        tags: ['site'],
        summary: 'The public face of the merchant serving this host: name, logo, languages, feature flags',
        querystring: homeQuerySchema,
        response: { 200: ok(siteResponseSchema), 400: failureSchema },
      },
    },
    async (request) => success(app.site.site(request.merchant)),
  );
};
