import fp from 'fastify-plugin';
import { inhouseRoutes } from './inhouse.routes';
import { createInhouseService, type InhouseService } from './inhouse.service';
import { createRoundsRepository } from './rounds.repository';

declare module 'fastify' {
  interface FastifyInstance {
    inhouse: InhouseService;
  }
}

/** The in-house games' rounds: stake, result and payout, each with its ledger rows. */
export default fp(
  async (app) => {
    app.decorate(
      'inhouse',
      createInhouseService({
        play: app.play,
        rounds: createRoundsRepository(app.db),
        wallet: app.wallet,
        checkBet: app.responsibleGaming.checkBet,
      }),
    );
    await app.register(inhouseRoutes);
  },
  { name: 'inhouse', dependencies: ['play', 'wallet', 'responsible-gaming'] },
);
