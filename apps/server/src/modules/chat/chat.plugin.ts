import fp from 'fastify-plugin';
import { createEventStreams } from '../../lib/event-stream';
import { createChatDeskService, type ChatDeskService } from './chat-desk.service';
import { chatDeskRoutes } from './chat-desk.routes';
import { createChatHub, type ChatHub } from './chat-hub';
import { createChatRepository } from './chat.repository';
import { chatAdminRoutes } from './chat-admin.routes';
import { chatCannedAdminRoutes } from './chat-canned-admin.routes';
import { chatMemberRoutes } from './chat-member.routes';
import { chatRoutes } from './chat.routes';
import { createChatService, type ChatService } from './chat.service';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
    chatDesk: ChatDeskService;
    chatHub: ChatHub;
    chatStreams: ReturnType<typeof createEventStreams>;
  }
}

/** Customer-service chat: launch and unread counts, and our own chat (members, the operators' desk, live events). */
export default fp(
  async (app) => {
    const repository = createChatRepository(app.db);
    const hub = createChatHub(app.bus);
    const streams = createEventStreams();
    app.decorate('chatHub', hub);
    app.decorate('chatStreams', streams);
    app.decorate('chat', createChatService(repository, app.audited, hub));
    app.decorate(
      'chatDesk',
      createChatDeskService(repository.desk, app.audited, hub, {
        rankName: (merchantCode, memberId, language) => app.ranks.rankName(merchantCode, memberId, language),
        balanceMinor: (memberId) => app.wallet.repository.balance(memberId),
      }),
    );
    // Open streams would hold the close until their clients go.
    app.addHook('preClose', async () => streams.closeAll());
    await app.register(chatRoutes);
    await app.register(chatMemberRoutes);
    await app.register(chatAdminRoutes);
    await app.register(chatDeskRoutes);
    await app.register(chatCannedAdminRoutes);
  },
  { name: 'chat', dependencies: ['audit', 'member-auth', 'operator-auth', 'ranks', 'wallet'] },
);
