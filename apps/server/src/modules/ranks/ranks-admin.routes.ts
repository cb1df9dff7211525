import { adminRanksRequestSchema, adminRanksResponseSchema } from '@lobby/contract/admin/ranks';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema };
const admin = { tags: ['admin: player ranks'], security: [{ bearer: [] }] };

/** The operator's VIP ladder: read it, and replace it whole. */
export const ranksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ranks } = app;

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
