import fp from 'fastify-plugin';
import { cashierAdminRoutes } from './cashier-admin.routes';
import { createCashierAdminService } from './cashier-admin.service';
import { createCashierRepository } from './cashier.repository';
import { cashierRoutes } from './cashier.routes';
import { createCashierService, type CashierService } from './cashier.service';

declare module 'fastify' {
  interface FastifyInstance {
    cashier: CashierService;
  }
}

/** Payment channels (both directions; the operators' settings of them) and the merchants' cashier settings. */
export default fp(
  async (app) => {
    const repository = createCashierRepository(app.db);
    const cashier = createCashierService({
      repository,
      rankLevel: (merchantCode, memberId) => app.ranks.level(merchantCode, memberId),
    });
    app.decorate('cashier', cashier);
    await app.register(cashierRoutes);
    await app.register(
      cashierAdminRoutes(createCashierAdminService(repository, app.audited, app.config.PAYMENTS_SANDBOX_ALLOWED)),
    );
  },
  { name: 'cashier', dependencies: ['member-auth', 'operator-auth', 'audit', 'ranks'] },
);
