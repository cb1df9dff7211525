import fp from 'fastify-plugin';
import { homeRoutes } from './home.routes';
import { createHomeService, type HomeService } from './home.service';

declare module 'fastify' {
  interface FastifyInstance {
    home: HomeService;
  }
}

/** The home page's lists in one call. */
export default fp(
  async (app) => {
    const home = createHomeService({ banners: app.banners, games: app.games, vendors: app.vendors });
    app.decorate('home', home);
    await app.register(homeRoutes);
  },
  { name: 'home', dependencies: ['banners', 'games', 'vendors'] },
);
