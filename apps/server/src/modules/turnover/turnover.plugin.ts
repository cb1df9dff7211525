import fp from 'fastify-plugin';
import { createTurnoverRepository } from './turnover.repository';
import { createTurnoverService, type TurnoverService } from './turnover.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Turnover requirements: addRequirement(tx, ...) for deposits and bonuses; bets pay them down in the wallet. */
    turnover: TurnoverService;
  }
}

/** Turnover requirements and the withdrawable balance. The member reads them through GET /withdrawals/summary. */
export default fp(
  async (app) => {
    app.decorate('turnover', createTurnoverService(createTurnoverRepository(app.db)));
  },
  { name: 'turnover', dependencies: ['wallet'] },
);
