import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { playerRankQuerySchema, playerRankSchema, rankLadderSchema } from '@lobby/contract/ranks';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };

/** The asked language, else the site's own. */
function languageOf(request: FastifyRequest, asked: string | undefined): string {
  return asked ?? request.merchant.settings.defaultLanguage;
}

/** VIP: the member's rank progress and the public ladder. */
export const ranksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ranks } = app;

  app.get(
    API_PATHS.playerRank,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags: ['ranks'],
        security: [{ bearer: [] }],
        summary: "The member's VIP rank and progress towards the next one (real accounts only)",
        querystring: playerRankQuerySchema,
        response: { 200: ok(playerRankSchema), ...failures },
      },
    },
    async (request, reply) => {
      // Moves with every round: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return success(await ranks.progress(signedIn(request), languageOf(request, request.query.language)));
    },
  );
  app.get(
    API_PATHS.playerRanks,
    {
      schema: {
        tags: ['ranks'],
        summary:
          "The site's VIP ladder, lowest rank first, with what each asks for and gives (benefits in the asked language, else English)",
        querystring: playerRankQuerySchema,
        response: { 200: ok(rankLadderSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      const language = languageOf(request, request.query.language);
      return app.responses.send(reply, `ranks|${merchant}|${language}`, () => ranks.ladder(merchant, language));
    },
  );
};
