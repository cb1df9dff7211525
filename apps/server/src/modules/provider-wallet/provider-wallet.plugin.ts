import { WINNERS_BOARD_MIN_WIN_MINOR } from '@lobby/contract/inhouse';
import fp from 'fastify-plugin';
import { secretBoxOf } from '../../lib/secret-box';
import { DEFAULT_CURRENCY } from '../site/site.service';
import { createConnections, type Connections } from './connections';
import { createProviderReportRepository } from './provider-report.repository';
import { providerWalletAdminRoutes } from './provider-wallet-admin.routes';
import { createReconciliation, type Reconciliation } from './reconciliation';
import { createProviderWalletRepository, enabledProviderOrigins } from './provider-wallet.repository';
import { providerWalletRoutes } from './provider-wallet.routes';
import { createProviderWalletService, type ProviderWalletService } from './provider-wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    providerWallet: { connections: Connections; service: ProviderWalletService; reconciliation: Reconciliation };
  }
}

/** The seamless wallet external game providers call, their connections, and the launch call to them. */
export default fp(
  async (app) => {
    const repository = createProviderWalletRepository(app.db);
    // Where the sandbox is refused, its key is never used: sandbox connections neither launch nor verify calls.
    const sandboxKey = app.config.PROVIDERS_SANDBOX_ALLOWED ? app.config.PROVIDERS_SANDBOX_KEY : undefined;
    const connections = createConnections(repository, secretBoxOf(app.config), { key: sandboxKey });
    const currencyOf = async (code: string) => (await app.site.merchant(code))?.settings.currency ?? DEFAULT_CURRENCY;
    const service = createProviderWalletService({
      repository,
      currencyOf,
      checkBet: app.responsibleGaming.checkBet,
      betCheckNeeded: app.responsibleGaming.betCheckNeeded,
      boardMinWinMinor: WINNERS_BOARD_MIN_WIN_MINOR,
    });
    const reconciliation = createReconciliation({
      repository,
      connections,
      money: service.money,
      currencyOf,
      log: app.log,
    });
    app.decorate('providerWallet', { connections, service, reconciliation });
    // Read once at start: a connection enabled later is framed after the next restart.
    app.allowFrameOrigins(await enabledProviderOrigins(app.db));
    await app.register(providerWalletRoutes({ connections, service }));
    await app.register(providerWalletAdminRoutes(createProviderReportRepository(app.db)));

    // Rounds left open past their timeout: one pass at a time on this server (passes on several are safe).
    const every = app.config.PROVIDER_RECONCILE_MS;
    if (every > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        reconciliation
          .pass()
          .catch((error: unknown) => app.log.error({ err: error }, 'provider reconciliation pass failed'))
          .finally(() => {
            running = false;
          });
      }, every);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'provider-wallet', dependencies: ['site', 'responsible-gaming', 'wallet', 'operator-auth'] },
);
