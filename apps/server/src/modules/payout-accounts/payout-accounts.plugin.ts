import fp from 'fastify-plugin';
import { createPayoutAccountsRepository } from './payout-accounts.repository';
import { payoutAccountsRoutes } from './payout-accounts.routes';
import { createPayoutAccountsService, type PayoutAccountsService } from './payout-accounts.service';

declare module 'fastify' {
  interface FastifyInstance {
    payoutAccounts: PayoutAccountsService;
  }
}

/** The bank and e-wallet accounts a member is paid into. */
export default fp(
  async (app) => {
    const repository = createPayoutAccountsRepository(app.db);
    app.decorate('payoutAccounts', createPayoutAccountsService({ repository, paymentPassword: app.paymentPassword }));
    await app.register(payoutAccountsRoutes);
  },
  { name: 'payout-accounts', dependencies: ['member-auth', 'payment-password'] },
);
