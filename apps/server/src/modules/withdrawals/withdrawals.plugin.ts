import fp from 'fastify-plugin';
import { createWithdrawalQueueRepository } from './withdrawal-queue.repository';
import { createWithdrawalQueueService, type WithdrawalQueueService } from './withdrawal-queue.service';
import { withdrawalsAdminRoutes } from './withdrawals-admin.routes';
import { createWithdrawalsRepository } from './withdrawals.repository';
import { withdrawalsRoutes } from './withdrawals.routes';
import { createWithdrawalsService, type WithdrawalsService } from './withdrawals.service';

declare module 'fastify' {
  interface FastifyInstance {
    withdrawals: WithdrawalsService;
    withdrawalQueue: WithdrawalQueueService;
  }
}

/** Withdrawal requests: the member's side (request, list, cancel) and the operators' queue. */
export default fp(
  async (app) => {
    const requests = createWithdrawalsRepository(app.db);
    const { cashier, turnover, paymentPassword, payoutAccounts, audited } = app;
    app.decorate(
      'withdrawals',
      createWithdrawalsService({
        repository: requests,
        cashier,
        turnover,
        paymentPassword,
        payoutAccounts,
        twoFactor: app.memberTwoFactor,
      }),
    );
    app.decorate(
      'withdrawalQueue',
      createWithdrawalQueueService({ queue: createWithdrawalQueueRepository(app.db), requests, audited }),
    );
    await app.register(withdrawalsRoutes);
    await app.register(withdrawalsAdminRoutes);
  },
  {
    name: 'withdrawals',
    dependencies: [
      'member-auth',
      'operator-auth',
      'audit',
      'cashier',
      'turnover',
      'payment-password',
      'payout-accounts',
    ],
  },
);
