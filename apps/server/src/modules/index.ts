import type { FastifyInstance } from 'fastify';
import { bannersRoutes } from './banners/banners.routes';
import { classificationsRoutes } from './classifications/classifications.routes';
import { gamesRoutes } from './games/games.routes';
import { healthRoutes } from './health/health.routes';
import { homeRoutes } from './home/home.routes';
import type { ModuleOptions } from './module-options';
import { siteRoutes } from './site/site.routes';
import { vendorsRoutes } from './vendors/vendors.routes';
import { winnersRoutes } from './winners/winners.routes';

export async function registerModules(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  for (const routes of [
    healthRoutes,
    siteRoutes,
    homeRoutes,
    gamesRoutes,
    vendorsRoutes,
    classificationsRoutes,
    winnersRoutes,
    bannersRoutes,
  ]) {
    await app.register(routes, options);
  }
}
