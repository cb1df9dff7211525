import fp from 'fastify-plugin';
import { createGamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { createGamesService, type GamesService } from './games.service';

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesService;
  }
}

/** The game catalogue: lists, search and detail. */
export default fp(
  async (app) => {
    const games = createGamesService(createGamesRepository(app.db), app.config.CATALOGUE_CACHE_TTL_MS);
    app.decorate('games', games);
    app.catalogue.onChange(() => games.clear());
    await app.register(gamesRoutes);
  },
  { name: 'games', dependencies: ['catalogue'] },
);
