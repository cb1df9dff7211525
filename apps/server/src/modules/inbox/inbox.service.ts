import {
  INBOX_PREVIEW_MAX,
  type InboxMessage,
  type InboxPage,
  type InboxSendRequest,
  type InboxSent,
  type ModuleId,
} from '@lobby/contract';
import { ApiError } from '../../lib/envelope';
import { plainText, sanitizeContent } from '../../lib/sanitize-html';
import { textPreview } from '../../lib/text-preview';
import type { AuthContext } from '../auth/sessions.service';
import type { Actor } from '../operators/audit.repository';
import type { Merchant } from '../site/merchant-directory';
import type { InboxRepository, InboxRow } from './inbox.repository';

const INBOX_MODULE: ModuleId = 'INBOX3';

/** The inbox is the site's INBOX3 module: off means the inbox calls are refused. */
function requireInbox(merchant: Merchant): void {
  if (merchant.settings.modules?.[INBOX_MODULE] !== true) throw new ApiError('permission.denied');
}

const item = (row: InboxRow) => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
  broadcast: row.broadcast,
});

export function createInboxService(repository: InboxRepository) {
  return {
    async page(merchant: Merchant, member: AuthContext, pageNo: number, pageSize: number): Promise<InboxPage> {
      requireInbox(merchant);
      const [rows, counts] = await Promise.all([
        repository.page(merchant.code, member.memberId, (pageNo - 1) * pageSize, pageSize),
        repository.counts(merchant.code, member.memberId),
      ]);
      return {
        list: rows.map((row) => ({ ...item(row), preview: textPreview(row.content, INBOX_PREVIEW_MAX) })),
        pageNum: pageNo,
        totalPages: Math.ceil(counts.total / pageSize),
        totalCount: counts.total,
        unReadCount: counts.unread,
      };
    },

    /** Opening a message marks it read; someone else's message is simply not found. */
    async open(merchant: Merchant, member: AuthContext, id: number): Promise<InboxMessage> {
      requireInbox(merchant);
      const row = await repository.open(merchant.code, member.memberId, id);
      if (!row) throw new ApiError('resource.not.found');
      return { ...item(row), content: row.content };
    },

    /** Trial sessions have no inbox (spec: no counts for guests): 0 without asking the database. */
    async unread(merchant: Merchant, member: AuthContext): Promise<{ unReadCount: number }> {
      requireInbox(merchant);
      if (member.trial) return { unReadCount: 0 };
      return { unReadCount: await repository.unread(merchant.code, member.memberId) };
    },

    /** An operator's message; hostile HTML is refused (content.unsafe) before anything is stored. */
    async send(actor: Actor, request: InboxSendRequest): Promise<InboxSent> {
      sanitizeContent(request.title, 'title');
      const title = plainText(request.title);
      if (!title) throw new ApiError('request.invalid', 'The title has no text.', 'title');
      const content = sanitizeContent(request.content, 'content');
      let recipient: { id: number; username: string } | undefined;
      if (request.audience === 'member') {
        recipient = await repository.memberId(actor.merchantCode, (request.username ?? '').toLowerCase());
        if (!recipient) throw new ApiError('resource.not.found', 'No such member.', 'username');
      }
      const username = recipient?.username ?? null;
      const row = await repository.send(actor, { memberId: recipient?.id ?? null, username, title, content });
      return { id: row.id, audience: request.audience, username, title, createdAt: row.createdAt.toISOString() };
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
