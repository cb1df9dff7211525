import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  DEFAULT_GAME_SORT,
  gameListQuerySchema,
  gameListResponseSchema,
  hotGamesQuerySchema,
  hotGamesResponseSchema,
} from '@lobby/contract/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filterKey, toGameFilter } from './games.query';

export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.games,
    {
      schema: {
        tags: ['games'],
        summary:
          'Game list: filters by game type, provider, classification, name (case-insensitive substring), sort, paging',
        querystring: gameListQuerySchema,
        response: { 200: ok(gameListResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const merchant = request.merchant.code;
      const sort = query.sort ?? DEFAULT_GAME_SORT;
      const filter = toGameFilter(query);
      const key = `games|${merchant}|${filterKey(filter)}|${sort}|${query.pageNo}|${query.pageSize}`;
      // Most terms players type are asked once: an answer is kept only for a term asked again.
      return app.responses.send(reply, key, () => app.games.listJson(merchant, query), {
        keepWhenAskedTwice: filter.gameName !== undefined,
      });
    },
  );

  app.get(
    API_PATHS.hotGames,
    {
      schema: {
        tags: ['games'],
        summary: 'Hot games of the merchant, in hot order (read from value.list)',
        querystring: hotGamesQuerySchema,
        response: { 200: ok(hotGamesResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const merchant = request.merchant.code;
      return app.responses.send(reply, `hot|${merchant}`, () => app.games.hotJson(merchant));
    },
  );
};
