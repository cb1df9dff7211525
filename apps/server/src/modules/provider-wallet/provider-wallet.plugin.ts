import { WINNERS_BOARD_MIN_WIN_MINOR } from '@lobby/contract/inhouse';
import fp from 'fastify-plugin';
import { secretBoxOf } from '../../lib/secret-box';
import { DEFAULT_CURRENCY } from '../site/site.service';
import { createConnections, type Connections } from './connections';
import { createProviderWalletRepository, enabledProviderOrigins } from './provider-wallet.repository';
import { providerWalletRoutes } from './provider-wallet.routes';
import { createProviderWalletService, type ProviderWalletService } from './provider-wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    providerWallet: { connections: Connections; service: ProviderWalletService };
  }
}

/** The seamless wallet external game providers call, their connections, and the launch call to them. */
export default fp(
  async (app) => {
    const repository = createProviderWalletRepository(app.db);
    // Where the sandbox is refused, its key is never used: sandbox connections neither launch nor verify calls.
    const sandboxKey = app.config.PROVIDERS_SANDBOX_ALLOWED ? app.config.PROVIDERS_SANDBOX_KEY : undefined;
    const connections = createConnections(repository, secretBoxOf(app.config), { key: sandboxKey });
    const service = createProviderWalletService({
      repository,
      currencyOf: async (code) => (await app.site.merchant(code))?.settings.currency ?? DEFAULT_CURRENCY,
      checkBet: app.responsibleGaming.checkBet,
      // rg-checks takes the bet's transaction as a third parameter once it reads through it.
      checkBetTakesTx: app.responsibleGaming.checkBet.length >= 3,
      boardMinWinMinor: WINNERS_BOARD_MIN_WIN_MINOR,
    });
    app.decorate('providerWallet', { connections, service });
    // Read once at start: a connection enabled later is framed after the next restart.
    app.allowFrameOrigins(await enabledProviderOrigins(app.db));
    await app.register(providerWalletRoutes({ connections, service }));
  },
  { name: 'provider-wallet', dependencies: ['site', 'responsible-gaming', 'wallet'] },
);
