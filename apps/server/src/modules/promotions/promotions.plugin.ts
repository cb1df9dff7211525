import fp from 'fastify-plugin';
import { promotionsAdminRoutes } from './promotions-admin.routes';
import { createPromotionsAdminService, type PromotionsAdminService } from './promotions-admin.service';
import { createPromotionsRepository } from './promotions.repository';
import { promotionsRoutes } from './promotions.routes';
import { createPromotionsService, type PromotionsService } from './promotions.service';

declare module 'fastify' {
  interface FastifyInstance {
    promotions: PromotionsService;
    promotionsAdmin: PromotionsAdminService;
  }
}

/** Promotions and their categories: the players' screen, joining, and the operators' editing. */
export default fp(
  async (app) => {
    const repository = createPromotionsRepository(app.db);
    app.decorate('promotions', createPromotionsService(repository));
    app.decorate('promotionsAdmin', createPromotionsAdminService(repository, app.audited));
    await app.register(promotionsRoutes);
    await app.register(promotionsAdminRoutes);
  },
  { name: 'promotions', dependencies: ['audit', 'member-auth', 'operator-auth'] },
);
