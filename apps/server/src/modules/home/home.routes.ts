import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { homeQuerySchema, homeResponseSchema } from '@lobby/contract/home';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.home,
    {
      schema: {
        tags: ['home'],
        summary: 'Home data in one call: m_home banners, 9 hot games, 4 slot vendor blocks, 6 provider logos, sorting',
        querystring: homeQuerySchema,
        response: { 200: ok(homeResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      // Banners may be made for one language: the answer is per language.
      const language = request.query.language ?? app.site.site(request.merchant).defaultLanguage;
      return app.responses.send(reply, `home|${merchant}|${language}`, () => app.home.home(merchant, language));
    },
  );
};
