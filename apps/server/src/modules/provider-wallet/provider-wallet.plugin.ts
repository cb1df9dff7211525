import { WINNERS_BOARD_MIN_WIN_MINOR } from '@lobby/contract/inhouse';
import fp from 'fastify-plugin';
import { secretBoxOf } from '../../lib/secret-box';
import { TtlCache } from '../../lib/ttl-cache';
import { DEFAULT_CURRENCY } from '../site/site.service';
import { createConnections, type Connections } from './connections';
import { createConnectionsAdmin } from './connections-admin.service';
import { createConnectionsRepository } from './connections.repository';
import { createProviderReportRepository } from './provider-report.repository';
import { providerWalletAdminRoutes } from './provider-wallet-admin.routes';
import { createReconciliation, type Reconciliation } from './reconciliation';
import { createProviderWalletRepository, enabledProviderOrigins } from './provider-wallet.repository';
import { providerWalletRoutes } from './provider-wallet.routes';
import { createProviderWalletService, type ProviderWalletService } from './provider-wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    providerWallet: {
      connections: Connections;
      service: ProviderWalletService;
      reconciliation: Reconciliation;
      /** The enabled connections' origins, which the player site's pages may frame (CSP frame-src). */
      frameOrigins(): Promise<string[]>;
    };
  }
}

/** A connection added or enabled on another instance is framed after at most this long. */
const FRAME_ORIGINS_CACHE_MS = 10_000;

/** The seamless wallet external game providers call, their connections, and the launch call to them. */
export default fp(
  async (app) => {
    const repository = createProviderWalletRepository(app.db);
    // Where the sandbox is refused, its key is never used: sandbox connections neither launch nor verify calls.
    const sandboxKey = app.config.PROVIDERS_SANDBOX_ALLOWED ? app.config.PROVIDERS_SANDBOX_KEY : undefined;
    const box = secretBoxOf(app.config);
    const connections = createConnections(repository, box, { key: sandboxKey });
    const connectionsRepository = createConnectionsRepository(app.db);
    const origins = new TtlCache<string[]>(FRAME_ORIGINS_CACHE_MS, { maxEntries: 1 });
    const frameOrigins = () => origins.get('all', () => enabledProviderOrigins(app.db));
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
      claims: connectionsRepository,
      connections,
      money: service.money,
      currencyOf,
      log: app.log,
    });
    app.decorate('providerWallet', { connections, service, reconciliation, frameOrigins });
    await app.register(providerWalletRoutes({ connections, service }));
    const views = createProviderReportRepository(app.db);
    const admin = createConnectionsAdmin({
      repository: connectionsRepository,
      views,
      audited: app.audited,
      box,
      production: app.config.NODE_ENV === 'production',
      changed: () => {
        connections.clear();
        origins.clear();
      },
    });
    await app.register(providerWalletAdminRoutes(views, admin));

    // Rounds left open past their timeout: one pass at a time here; passes on other instances claim other rounds.
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
  { name: 'provider-wallet', dependencies: ['site', 'responsible-gaming', 'wallet', 'operator-auth', 'audit'] },
);
