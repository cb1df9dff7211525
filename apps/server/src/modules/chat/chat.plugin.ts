import fp from 'fastify-plugin';
import { createChatRepository } from './chat.repository';
import { chatAdminRoutes } from './chat-admin.routes';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}

/** Customer-service chat: launch and unread counts. */
export default fp(
  async (app) => {
    const chat = createChatService(createChatRepository(app.db), app.audited);
    app.decorate('chat', chat);
    await app.register(chatRoutes);
    await app.register(chatAdminRoutes);
  },
  { name: 'chat', dependencies: ['audit', 'member-auth', 'operator-auth'] },
);
