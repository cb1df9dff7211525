import fp from 'fastify-plugin';
import { DEFAULT_CURRENCY } from '../site/site.service';
import { createPlayRepository } from './play.repository';
import { playRoutes } from './play.routes';
import { createPlayService, type PlayService } from './play.service';

declare module 'fastify' {
  interface FastifyInstance {
    play: PlayService;
  }
}

/** Game launch: tickets, the launch rules and the provider adapters. */
export default fp(
  async (app) => {
    const play = createPlayService({
      repository: createPlayRepository(app.db),
      recordRecent: app.memberGames.recordRecent,
      connectionFor: (merchantCode, providerCode) =>
        app.providerWallet.connections.enabledFor(merchantCode, providerCode),
      currencyOf: async (code) => (await app.site.merchant(code))?.settings.currency ?? DEFAULT_CURRENCY,
      log: app.log,
    });
    app.decorate('play', play);
    app.sessions.onForget((memberId) => play.forgetMember(memberId));
    await app.register(playRoutes);
  },
  { name: 'play', dependencies: ['member-games', 'auth', 'provider-wallet', 'site'] },
);
