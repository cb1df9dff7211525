import fp from 'fastify-plugin';
import { createRanksRepository } from './ranks.repository';
import { ranksAdminRoutes } from './ranks-admin.routes';
import { ranksRoutes } from './ranks.routes';
import { createRanksService, type RanksService } from './ranks.service';

declare module 'fastify' {
  interface FastifyInstance {
    ranks: RanksService;
  }
}

/** The VIP ladder (player ranks) and a member's progress. */
export default fp(
  async (app) => {
    const ranks = createRanksService(createRanksRepository(app.db), app.audited);
    app.decorate('ranks', ranks);
    await app.register(ranksRoutes);
    await app.register(ranksAdminRoutes);
  },
  { name: 'ranks', dependencies: ['audit', 'catalogue', 'operator-auth'] },
);
