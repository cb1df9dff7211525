import fp from 'fastify-plugin';
import { createCashierRepository } from './cashier.repository';
import { cashierRoutes } from './cashier.routes';
import { createCashierService, type CashierService } from './cashier.service';

declare module 'fastify' {
  interface FastifyInstance {
    cashier: CashierService;
  }
}

/** Payment channels (both directions) and the merchants' cashier settings. */
export default fp(
  async (app) => {
    const cashier = createCashierService({
      repository: createCashierRepository(app.db),
      rankLevel: (merchantCode, memberId) => app.ranks.level(merchantCode, memberId),
    });
    app.decorate('cashier', cashier);
    await app.register(cashierRoutes);
  },
  { name: 'cashier', dependencies: ['member-auth', 'ranks'] },
);
