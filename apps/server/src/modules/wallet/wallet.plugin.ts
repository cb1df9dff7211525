import fp from 'fastify-plugin';
import { createWalletRepository } from './wallet.repository';
import { walletRoutes } from './wallet.routes';
import { createWalletService, type WalletService } from './wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

/** A member's balance and its ledger. */
export default fp(
  async (app) => {
    const wallet = createWalletService(createWalletRepository(app.db));
    app.decorate('wallet', wallet);
    await app.register(walletRoutes);
  },
  { name: 'wallet', dependencies: ['member-auth'] },
);
