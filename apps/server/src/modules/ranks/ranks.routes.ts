import {
  ADMIN_PATHS,
  API_PATHS,
  adminRanksRequestSchema,
  adminRanksResponseSchema,
  failureSchema,
  ok,
  playerRankQuerySchema,
  playerRankSchema,
  rankLadderSchema,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };
const admin = { tags: ['admin: player ranks'], security: [{ bearer: [] }] };

/** The asked language, else the site's own. */
function languageOf(request: FastifyRequest, asked: string | undefined): string {
  return asked ?? request.merchant.settings.defaultLanguage;
}

/** VIP: the member's rank progress, the public ladder, and the operator's ladder. */
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
  app.get(
    ADMIN_PATHS.playerRanks,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...admin,
        summary: 'The VIP ladder with names in every language (admins only)',
        response: { 200: ok(adminRanksResponseSchema), ...failures },
      },
    },
    async (request) => success(await ranks.adminLadder(request.merchant.code)),
  );
  app.put(
    ADMIN_PATHS.playerRanks,
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        ...admin,
        summary:
          'Replace the VIP ladder: label ids ascending, thresholds never negative, up to 6 plain-text benefits per rank; empty turns ranks off',
        body: adminRanksRequestSchema,
        response: { 200: ok(adminRanksResponseSchema), ...failures },
      },
    },
    async (request) => success(await ranks.replace(actorOf(request), request.body.ranks)),
  );
};
