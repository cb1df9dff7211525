import {
  CHAT_B2C,
  CHAT_HISTORY_MAX,
  CHAT_PAGE_PATH,
  CHAT_RATE_MAX,
  CHAT_RATE_WINDOW_MS,
  CHAT_TEMPLATE,
  type ChatLaunchQuery,
  type ChatMessage,
  type MemberChat,
} from '@lobby/contract/chat';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { Merchant } from '../site/merchant-directory';
import type { ChatHub } from './chat-hub';
import type { ChatRepository } from './chat.repository';

export const DEFAULT_BACK_PATH = '/m/home';

/** The chat service's language: CN for any Chinese variant (zh, zh-CN, zh_TW, ...), else the stored choice. */
export function chatLanguage(language: string): string {
  return /^zh([-_]|$)/i.test(language) ? 'CN' : language;
}

/** The chat is the site's CBS3 feature: off means the chat calls are refused. */
export function requireChat(merchant: Merchant): void {
  if (merchant.settings.flags[WHITE_LABEL_FLAGS.chat] !== true) throw new ApiError('permission.denied');
}

/** A merchant with an outside chat service keeps it; every other site with CBS3 uses ours. */
const outsideChat = (merchant: Merchant) => (merchant.settings.chat?.url ? merchant.settings.chat : null);

/** The member's side of the chat: launch, their conversation, sending, read marks and unread counts. */
export function createChatService(repository: ChatRepository, audited: AuditedWrites, hub: ChatHub) {
  return {
    /** The chat page for this member: the outside service's (spec query) or our own page on the site. */
    launch(merchant: Merchant, query: ChatLaunchQuery, origin: string): { chatUrl: string } {
      requireChat(merchant);
      const chat = outsideChat(merchant);
      if (!chat) return { chatUrl: `${origin}${CHAT_PAGE_PATH}` };
      const url = new URL(chat.url);
      url.searchParams.set('b2c', String(CHAT_B2C));
      url.searchParams.set('language', chatLanguage(query.language ?? merchant.settings.defaultLanguage));
      url.searchParams.set('backUrl', `${origin}${query.backUrl ?? DEFAULT_BACK_PATH}`);
      url.searchParams.set('headerColor', chat.headerColor);
      url.searchParams.set('title', chat.title);
      url.searchParams.set('template', CHAT_TEMPLATE);
      return { chatUrl: url.toString() };
    },

    /** Trial sessions have no chat (spec: no counts for guests): 0 without asking the database. */
    async unread(merchant: Merchant, member: AuthContext): Promise<{ unReadCount: number }> {
      requireChat(merchant);
      if (member.trial) return { unReadCount: 0 };
      const count = outsideChat(merchant)
        ? await repository.reportedUnread(member.memberId)
        : await repository.memberUnread(member.memberId);
      return { unReadCount: count };
    },

    async conversation(merchant: Merchant, member: AuthContext): Promise<MemberChat> {
      requireChat(merchant);
      const conversation = await repository.latest(member.memberId);
      if (!conversation) return { conversation: null, messages: [], unReadCount: 0 };
      const [messages, unReadCount] = await Promise.all([
        repository.messagesOf(conversation.id, CHAT_HISTORY_MAX),
        repository.memberUnread(member.memberId),
      ]);
      const { id, status, createdAt } = conversation;
      return { conversation: { id, status, createdAt: createdAt.toISOString() }, messages, unReadCount };
    },

    /** A member's message: opens a conversation when none is open; at most CHAT_RATE_MAX per window. */
    async send(merchant: Merchant, member: AuthContext, text: string): Promise<ChatMessage> {
      requireChat(merchant);
      const since = new Date(Date.now() - CHAT_RATE_WINDOW_MS);
      if ((await repository.sentSince(member.memberId, since)) >= CHAT_RATE_MAX) throw new ApiError('rate.limited');
      const message = await repository.addMemberMessage(merchant.code, member.memberId, text);
      hub.publish(merchant.code, member.memberId, { type: 'message', message });
      return message;
    },

    async markRead(merchant: Merchant, member: AuthContext, upTo: number): Promise<{ unReadCount: number }> {
      requireChat(merchant);
      const conversationId = await repository.markMemberRead(member.memberId, upTo);
      if (conversationId === undefined) throw new ApiError('resource.not.found', 'No such message.', 'upTo');
      hub.publish(merchant.code, member.memberId, { type: 'read', conversationId, by: 'member' });
      return { unReadCount: await repository.memberUnread(member.memberId) };
    },

    /** An outside chat service sets a member's count, with its audit entry (not published content). */
    async report(actor: Actor, username: string, count: number) {
      const reported = await audited.write(
        actor,
        (scope) => repository.report(scope, username.toLowerCase(), count),
        (member) =>
          member && {
            action: 'chat.unread.report',
            targetType: 'member',
            targetId: member.id,
            detail: { username: member.username, unReadCount: count },
          },
        UNPUBLISHED,
      );
      if (!reported) throw new ApiError('resource.not.found', 'No such member.', 'username');
      return { username: reported.username, unReadCount: count };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
