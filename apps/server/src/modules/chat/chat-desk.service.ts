import type {
  AdminChatConversation,
  AdminChatQueue,
  AdminChatQueueQuery,
  CannedReply,
} from '@lobby/contract/admin/chat';
import { CHAT_HISTORY_MAX, type ChatMessage } from '@lobby/contract/chat';
import { formatMinor } from '@lobby/contract/games';
import { DEFAULT_CURRENCY } from '../site/site.service';
import { ApiError } from '../../lib/envelope';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { Merchant } from '../site/merchant-directory';
import type { ChatDeskRepository } from './chat-desk.repository';
import type { ChatHub } from './chat-hub';

/** What the desk reads of other modules: the member's rank and balance. */
export interface MemberFacts {
  rankName(merchantCode: string, memberId: number, language: string): Promise<string | null>;
  balanceMinor(memberId: number): Promise<number>;
}

const TARGET = 'chatConversation';
const notFound = () => new ApiError('resource.not.found', 'No such conversation.', 'id');

/** The operators' side: the queue, a conversation with the member beside it, answers, read marks, closing. */
export function createChatDeskService(
  desk: ChatDeskRepository,
  audited: AuditedWrites,
  hub: ChatHub,
  facts: MemberFacts,
) {
  return {
    queue: (merchantCode: string, query: AdminChatQueueQuery): Promise<AdminChatQueue> =>
      desk.queue(merchantCode, query),

    async conversation(merchant: Merchant, id: number): Promise<AdminChatConversation> {
      const conversation = await desk.summary(merchant.code, id);
      if (!conversation) throw notFound();
      const { memberId, username } = conversation;
      const [messages, rank, balanceMinor, registeredAt] = await Promise.all([
        desk.messagesOf(id, CHAT_HISTORY_MAX),
        facts.rankName(merchant.code, memberId, 'en'),
        facts.balanceMinor(memberId),
        desk.registeredAt(memberId),
      ]);
      const member = {
        memberId,
        username,
        rank,
        balance: formatMinor(balanceMinor),
        currency: merchant.settings.currency ?? DEFAULT_CURRENCY,
        registeredAt: (registeredAt ?? new Date(0)).toISOString(),
      };
      return { conversation, messages, member };
    },

    async answer(actor: Actor, id: number, text: string): Promise<ChatMessage> {
      if (actor.operatorId === null) throw new ApiError('permission.denied');
      const operatorId = actor.operatorId;
      const result = await audited.write(
        actor,
        (scope) => desk.answer(scope, id, operatorId, text),
        (message) =>
          typeof message === 'object'
            ? {
                action: 'chat.message.create',
                targetType: TARGET,
                targetId: id,
                detail: { messageId: message.id, text },
              }
            : undefined,
        UNPUBLISHED,
      );
      if (result === 'closed') throw new ApiError('chat.closed');
      if (!result) throw notFound();
      const summary = await desk.summary(actor.merchantCode, id);
      if (summary) hub.publish(actor.merchantCode, summary.memberId, { type: 'message', message: result });
      return result;
    },

    async markRead(actor: Actor, id: number, upTo: number): Promise<void> {
      const row = await audited.write(
        actor,
        (scope) => desk.markRead(scope, id, upTo),
        (marked) => marked && { action: 'chat.conversation.read', targetType: TARGET, targetId: id, detail: { upTo } },
        UNPUBLISHED,
      );
      if (!row) throw notFound();
      hub.publish(actor.merchantCode, row.memberId, { type: 'read', conversationId: id, by: 'operator' });
    },

    async close(actor: Actor, id: number): Promise<void> {
      const row = await audited.write(
        actor,
        (scope) => desk.close(scope, id),
        (closed) => closed && { action: 'chat.conversation.close', targetType: TARGET, targetId: id },
        UNPUBLISHED,
      );
      if (!row) throw notFound();
      hub.publish(actor.merchantCode, row.memberId, { type: 'closed', conversationId: id });
    },

    cannedReplies: (merchantCode: string): Promise<CannedReply[]> => desk.cannedReplies(merchantCode),
  };
}
export type ChatDeskService = ReturnType<typeof createChatDeskService>;
