import { CHAT_B2C, CHAT_TEMPLATE, type ChatLaunchQuery } from '@lobby/contract/chat';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { Merchant } from '../site/merchant-directory';
import type { ChatRepository } from './chat.repository';

export const DEFAULT_BACK_PATH = '/m/home';

/** The chat service's language: CN for any Chinese variant (zh, zh-CN, zh_TW, ...), else the stored choice. */
export function chatLanguage(language: string): string {
  return /^zh([-_]|$)/i.test(language) ? 'CN' : language;
}

/** The chat is the site's CBS3 feature: off means the chat calls are refused. */
function requireChat(merchant: Merchant): void {
  if (merchant.settings.flags[WHITE_LABEL_FLAGS.chat] !== true) throw new ApiError('permission.denied');
}

export function createChatService(repository: ChatRepository, audited: AuditedWrites) {
  return {
    /** The chat page for this member (spec: b2c, language, backUrl, headerColor, title, template). */
    launch(merchant: Merchant, query: ChatLaunchQuery, origin: string): { chatUrl: string } {
      requireChat(merchant);
      const chat = merchant.settings.chat;
      if (!chat?.url) throw new ApiError('permission.denied');
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
      return { unReadCount: await repository.unread(member.memberId) };
    },

    /** Set a member's count, with its audit entry. No content-version move: not published content. */
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
