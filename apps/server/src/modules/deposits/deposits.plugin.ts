import fp from 'fastify-plugin';
import { createLocalFileStorage } from '../../lib/file-storage';
import { createCashierTotals, type CashierTotals } from './cashier-totals';
import { createCallbackHandler } from './deposit-callbacks';
import { depositCallbackRoutes } from './deposit-callbacks.routes';
import { depositsAdminRoutes } from './deposits-admin.routes';
import { createDepositsAdminService, type DepositsAdminService } from './deposits-admin.service';
import { createDepositsRepository } from './deposits.repository';
import { depositsRoutes } from './deposits.routes';
import { createDepositsService, type DepositsService } from './deposits.service';

declare module 'fastify' {
  interface FastifyInstance {
    deposits: DepositsService;
    depositsAdmin: DepositsAdminService;
    cashierTotals: CashierTotals;
  }
}

/** Deposits: members' orders, gateway payments and callbacks, expiry, the operators' queue, and the daily totals. */
export default fp(
  async (app) => {
    const repository = createDepositsRepository(app.db);
    const sandboxAllowed = app.config.PAYMENTS_SANDBOX_ALLOWED;
    // Where the sandbox is refused, its key is never used: sandbox channels neither pay nor verify callbacks.
    const sandbox = {
      url: app.config.PAYMENTS_SANDBOX_URL,
      key: sandboxAllowed ? app.config.PAYMENTS_SANDBOX_KEY : undefined,
    };
    const deposits = createDepositsService({
      repository,
      cashier: app.cashier,
      storage: createLocalFileStorage(app.config.uploadsDir),
      sandbox,
      sandboxAllowed,
      checkDeposit: app.responsibleGaming.checkDeposit,
    });
    // Every credited deposit adds its turnover requirement, in the credit's own transaction.
    deposits.onCredit(app.turnover.onDeposit);
    app.decorate('deposits', deposits);
    app.decorate('depositsAdmin', createDepositsAdminService({ repository, deposits, audited: app.audited }));
    app.decorate(
      'cashierTotals',
      createCashierTotals({ deposits: repository, withdrawals: app.withdrawalQueue, cashier: app.cashier }),
    );
    await app.register(depositsRoutes);
    await app.register(
      depositCallbackRoutes(createCallbackHandler({ repository, deposits, cashier: app.cashier, sandbox })),
    );
    await app.register(depositsAdminRoutes);

    // Overdue pending orders expire here too, not only when read: one conditional statement, safe on many servers.
    const every = app.config.DEPOSIT_SWEEP_MS;
    if (every > 0) {
      const timer = setInterval(() => {
        deposits
          .expireOverdue()
          .catch((error: unknown) => app.log.error({ err: error }, 'deposit expiry sweep failed'));
      }, every);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  {
    name: 'deposits',
    dependencies: [
      'audit',
      'site',
      'cashier',
      'wallet',
      'turnover',
      'withdrawals',
      'operator-auth',
      'responsible-gaming',
    ],
  },
);
