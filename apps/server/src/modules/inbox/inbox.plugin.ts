import fp from 'fastify-plugin';
import { createInboxRepository } from './inbox.repository';
import { inboxAdminRoutes } from './inbox-admin.routes';
import { inboxRoutes } from './inbox.routes';
import { createInboxService, type InboxService } from './inbox.service';

declare module 'fastify' {
  interface FastifyInstance {
    inbox: InboxService;
  }
}

/** Members' inbox messages. */
export default fp(
  async (app) => {
    const inbox = createInboxService(createInboxRepository(app.db), app.audited);
    app.decorate('inbox', inbox);
    await app.register(inboxRoutes);
    await app.register(inboxAdminRoutes);
  },
  { name: 'inbox', dependencies: ['audit', 'member-auth', 'operator-auth'] },
);
