import {
  API_PATHS,
  failureSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  hotGamesQuerySchema,
  hotGamesResponseSchema,
  ok,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options';
import { filterKey, toGameFilter } from './games.query';

export const gamesRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { services, responses }) => {
  app.get(
    API_PATHS.games,
    {
      schema: {
        tags: ['games'],
        summary: 'Game list: filters by game type, provider, classification, name (case-insensitive substring), paging',
        querystring: gameListQuerySchema,
        response: { 200: ok(gameListResponseSchema), 400: failureSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const merchant = request.merchant.code;
      const key = `games|${merchant}|${filterKey(toGameFilter(query))}|${query.pageNo}|${query.pageSize}`;
      return responses.send(reply, key, () => services.games.list(merchant, query));
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
      return responses.send(reply, `hot|${merchant}`, async () => ({ list: await services.games.hot(merchant) }));
    },
  );
};
