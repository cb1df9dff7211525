import fp from 'fastify-plugin';
import { bannerImageRoutes } from './banner-image.routes';
import { bannersAdminRoutes } from './banners-admin.routes';
import { createBannersRepository } from './banners.repository';
import { bannersRoutes } from './banners.routes';
import { createBannersService, type BannersService } from './banners.service';

declare module 'fastify' {
  interface FastifyInstance {
    banners: BannersService;
  }
}

/** Banners by group and language, and their operator editing. */
export default fp(
  async (app) => {
    const banners = createBannersService(createBannersRepository(app.db), app.audited, {
      ttlMs: app.config.CATALOGUE_CACHE_TTL_MS,
      gameExists: app.memberGames.gameExists,
    });
    app.decorate('banners', banners);
    app.catalogue.onChange(() => banners.clear());
    await app.register(bannersRoutes);
    await app.register(bannersAdminRoutes);
    await app.register(bannerImageRoutes);
  },
  { name: 'banners', dependencies: ['catalogue', 'audit', 'member-games', 'operator-auth'] },
);
