import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { helpQuerySchema, helpResponseSchema } from '@lobby/contract/help';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The help centre: the players' navigation list. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { help, site } = app;

  app.get(
    API_PATHS.help,
    {
      schema: {
        tags: ['help'],
        summary: "Help centre: sections with sub-sections (HTML) in one language, else the site's default",
        querystring: helpQuerySchema,
        response: { 200: ok(helpResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      const fallback = site.site(request.merchant).defaultLanguage;
      const language = request.query.language ?? fallback;
      const { tag } = request.query;
      // Cached like catalogue reads: an operator's change bumps the content version, which drops it.
      return app.responses.send(reply, `help|${merchant}|${language}|${tag ?? ''}`, () =>
        help.navigation(merchant, language, fallback, tag),
      );
    },
  );
};
