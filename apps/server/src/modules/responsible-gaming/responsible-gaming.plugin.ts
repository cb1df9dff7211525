import fp from 'fastify-plugin';
import { responsibleGamingAdminRoutes } from './responsible-gaming-admin.routes';
import { createResponsibleGamingRepository } from './responsible-gaming.repository';
import { responsibleGamingRoutes } from './responsible-gaming.routes';
import { createResponsibleGamingService, type ResponsibleGamingService } from './responsible-gaming.service';

declare module 'fastify' {
  interface FastifyInstance {
    responsibleGaming: ResponsibleGamingService;
  }
}

/**
 * Responsible gaming: the member's limits, time-outs and self-exclusions, and the checks that the
 * login, deposit, launch, bet and claim paths call (one call each).
 */
export default fp(
  async (app) => {
    app.decorate(
      'responsibleGaming',
      createResponsibleGamingService({
        repository: createResponsibleGamingRepository(app.db),
        endSessions: (memberId) => app.sessions.endAll(memberId, 'self-exclusion'),
        merchantOf: (code) => app.site.merchant(code),
      }),
    );
    await app.register(responsibleGamingRoutes);
    await app.register(responsibleGamingAdminRoutes);
  },
  { name: 'responsible-gaming', dependencies: ['auth', 'member-auth', 'operator-auth', 'site-settings'] },
);
