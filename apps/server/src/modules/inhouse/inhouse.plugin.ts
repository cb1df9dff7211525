import fp from 'fastify-plugin';
import { createFairSeedsRepository } from './fair-seeds.repository';
import { fairnessRoutes } from './fairness.routes';
import { createFairnessService } from './fairness.service';
import { inhouseRoutes } from './inhouse.routes';
import { createInhouseService, type InhouseService } from './inhouse.service';
import { createRoundsRepository } from './rounds.repository';

declare module 'fastify' {
  interface FastifyInstance {
    inhouse: InhouseService;
  }
}

/** The in-house games' rounds (stake, provably fair result and payout, each with its ledger rows) and seed pairs. */
export default fp(
  async (app) => {
    const fairness = createFairnessService({ play: app.play, seeds: createFairSeedsRepository(app.db) });
    app.decorate(
      'inhouse',
      createInhouseService({
        play: app.play,
        fairness,
        rounds: createRoundsRepository(app.db),
        wallet: app.wallet,
        checkBet: app.responsibleGaming.checkBet,
        betCheckNeeded: app.responsibleGaming.betCheckNeeded,
      }),
    );
    await app.register(inhouseRoutes);
    await app.register(fairnessRoutes(fairness));
  },
  { name: 'inhouse', dependencies: ['play', 'wallet', 'responsible-gaming'] },
);
