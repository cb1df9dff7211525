import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  favouriteIdsResponseSchema,
  favouriteRequestSchema,
  favouritesQuerySchema,
  favouritesResponseSchema,
  recentGameRequestSchema,
  recentGamesQuerySchema,
  recentGamesResponseSchema,
} from '@lobby/contract/member-games';
import { doneResponseSchema } from '@lobby/contract/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema };
const member = { tags: ['favourites'], security: [{ bearer: [] }] };
const done = { done: true as const };

export const memberGamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberGames } = app;
  const guarded = { preHandler: app.requireMember };

  app.get(
    API_PATHS.favourites,
    {
      ...guarded,
      schema: {
        ...member,
        summary: "The member's favourite games, newest first",
        querystring: favouritesQuerySchema,
        response: { 200: ok(favouritesResponseSchema), ...failures },
      },
    },
    async (request) => success(await memberGames.favourites(signedIn(request), request.query)),
  );
  app.get(
    API_PATHS.favouriteIds,
    {
      ...guarded,
      schema: {
        ...member,
        summary: "The node ids of the member's favourites",
        response: { 200: ok(favouriteIdsResponseSchema), ...failures },
      },
    },
    async (request) => success(await memberGames.favouriteIds(signedIn(request))),
  );
  app.post(
    API_PATHS.favourites,
    {
      ...guarded,
      schema: {
        ...member,
        summary: 'Add a favourite (adding one twice changes nothing)',
        body: favouriteRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await memberGames.addFavourite(signedIn(request), request.body.nodeId);
      return success(done);
    },
  );
  app.delete(
    API_PATHS.favourites,
    {
      ...guarded,
      schema: {
        ...member,
        summary: 'Remove a favourite',
        body: favouriteRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await memberGames.removeFavourite(signedIn(request), request.body.nodeId);
      return success(done);
    },
  );
  app.get(
    API_PATHS.recentGames,
    {
      ...guarded,
      schema: {
        ...member,
        summary: 'Games the member played, newest first, one row per game',
        querystring: recentGamesQuerySchema,
        response: { 200: ok(recentGamesResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { page, ...rest } = request.query;
      return success(await memberGames.recent(signedIn(request), { ...rest, pageNo: page }));
    },
  );
  app.post(
    API_PATHS.recentGames,
    {
      ...guarded,
      schema: {
        ...member,
        summary: 'Record a played game (it moves to the top)',
        body: recentGameRequestSchema,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await memberGames.recordRecent(signedIn(request), request.body.nodeId);
      return success(done);
    },
  );
};
