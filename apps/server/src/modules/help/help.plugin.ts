import fp from 'fastify-plugin';
import { createHelpRepository } from './help.repository';
import { helpAdminRoutes } from './help-admin.routes';
import { helpRoutes } from './help.routes';
import { createHelpService, type HelpService } from './help.service';

declare module 'fastify' {
  interface FastifyInstance {
    help: HelpService;
  }
}

/** The help centre and its operator editing. */
export default fp(
  async (app) => {
    const help = createHelpService(createHelpRepository(app.db), app.audited);
    app.decorate('help', help);
    await app.register(helpRoutes);
    await app.register(helpAdminRoutes);
  },
  { name: 'help', dependencies: ['audit', 'site', 'catalogue', 'operator-auth'] },
);
