import fp from 'fastify-plugin';
import { createAdminGamesRepository } from './games-admin.repository';
import { gamesAdminRoutes } from './games-admin.routes';
import { createAdminGamesService, type AdminGamesService } from './games-admin.service';
import { createGamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { createGamesService, type GamesService } from './games.service';

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesService;
    gamesAdmin: AdminGamesService;
  }
}

/** The game catalogue: lists, search and detail; the operators' catalogue management. */
export default fp(
  async (app) => {
    const games = createGamesService(createGamesRepository(app.db), app.config.CATALOGUE_CACHE_TTL_MS, (code) =>
      app.catalogue.model(code),
    );
    app.decorate('games', games);
    app.catalogue.onChange(() => games.clear());
    await app.register(gamesRoutes);
    app.decorate('gamesAdmin', createAdminGamesService(createAdminGamesRepository(app.db), app.audited));
    await app.register(gamesAdminRoutes);
  },
  { name: 'games', dependencies: ['catalogue', 'audit', 'operator-auth'] },
);
