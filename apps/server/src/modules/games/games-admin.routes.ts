import {
  adminGameListQuerySchema,
  adminGameListSchema,
  adminGameSchema,
  adminGameUpdateSchema,
  gameIdParamSchema,
} from '@lobby/contract/admin/games';
import { ADMIN_PATHS, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { actorOf } from '../audit/actor';
import { EDITING_FAILURES } from '../audit/editing-routes';

const admin = { tags: ['admin: games'], security: [{ bearer: [] }] };

/** The operators' catalogue: search and page it, switch a game on or off, flag it, order and classify it. */
export const gamesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Editors run the catalogue (admins always may); reviewers only review rewards.
  const preHandler = app.requireOperator('editor');

  app.get(
    ADMIN_PATHS.games,
    {
      preHandler,
      schema: {
        ...admin,
        summary: 'The catalogue: search by name or code, filters, sort (order, name, provider), paged with totalCount',
        querystring: adminGameListQuerySchema,
        response: { 200: ok(adminGameListSchema), ...EDITING_FAILURES },
      },
    },
    async (request) => success(await app.gamesAdmin.list(request.merchant.code, request.query)),
  );

  app.patch(
    `${ADMIN_PATHS.games}/:id`,
    {
      preHandler,
      schema: {
        ...admin,
        summary:
          'Change a game: enabled, hot, new, order (swapped with the game that held it), classifications; audited, shown at once',
        params: gameIdParamSchema,
        body: adminGameUpdateSchema,
        response: { 200: ok(adminGameSchema), ...EDITING_FAILURES },
      },
    },
    async (request) => success(await app.gamesAdmin.update(actorOf(request), request.params.id, request.body)),
  );
};
