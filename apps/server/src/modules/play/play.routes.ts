import { API_PATHS, DEMO_PROVIDER_PATH, failureSchema, ok } from '@lobby/contract/core';
import { launchQuerySchema, launchResponseSchema } from '@lobby/contract/play';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';
import { demoPage } from './demo-page';

export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.launch,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['games'],
        summary: 'Launch a game: the URL the in-site game shell opens (free play needs member type 0, 1 or 2)',
        security: [{ bearer: [] }],
        querystring: launchQuerySchema,
        response: {
          200: ok(launchResponseSchema),
          400: failureSchema,
          401: failureSchema,
          403: failureSchema,
          404: failureSchema,
          503: failureSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await app.responsibleGaming.checkLaunch(request.merchant, signedIn(request), request.query.mode);
      const origin =
        (await app.site.originFor(request.merchant.code, request)) ?? `${request.protocol}://${request.host}`;
      return success(await app.play.launch(signedIn(request), request.query, origin));
    },
  );

  app.get(
    DEMO_PROVIDER_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({ ticket: z.string().max(128).optional(), language: z.string().max(8).optional() }),
      },
    },
    async (request, reply) => {
      const ticket = await app.play.ticket(request.query.ticket).catch(() => undefined);
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      return demoPage(ticket);
    },
  );
};
