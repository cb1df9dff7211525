import fp from 'fastify-plugin';
import { createLocalFileStorage } from '../../lib/file-storage';
import { rewardsAdminRoutes } from './rewards-admin.routes';
import { createRewardsRepository } from './rewards.repository';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService, type RewardsService } from './rewards.service';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
  }
}

/** Reward applications: members apply with pictures, operators review them. */
export default fp(
  async (app) => {
    const rewards = createRewardsService({
      repository: createRewardsRepository(app.db),
      promotions: app.promotions,
      audited: app.audited,
      storage: createLocalFileStorage(app.config.uploadsDir),
    });
    app.decorate('rewards', rewards);
    await app.register(rewardsRoutes);
    await app.register(rewardsAdminRoutes);
  },
  { name: 'rewards', dependencies: ['audit', 'promotions'] },
);
