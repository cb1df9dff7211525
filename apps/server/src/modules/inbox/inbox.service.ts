import type {
  AdminInboxPage,
  AdminInboxQuery,
  InboxSendRequest,
  InboxSent,
  InboxText,
  InboxTranslations,
} from '@lobby/contract/admin/inbox';
import type { Language } from '@lobby/contract/core';
import { INBOX_PREVIEW_MAX, type InboxMessage, type InboxPage } from '@lobby/contract/inbox';
import type { ModuleId } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import { plainText, sanitizeContent } from '../../lib/sanitize-html';
import { textPreview } from '../../lib/text-preview';
import type { AuthContext } from '../auth/sessions.service';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { Merchant } from '../site/merchant-directory';
import type { WriteScope } from '../../db/transaction';
import type { InboxRepository, InboxRow, SentRow } from './inbox.repository';

const INBOX_MODULE: ModuleId = 'INBOX3';

/** The inbox is the site's INBOX3 module: off means the inbox calls are refused. */
function requireInbox(merchant: Merchant): void {
  if (merchant.settings.modules?.[INBOX_MODULE] !== true) throw new ApiError('permission.denied');
}

/** The message as a reader in `language` sees it: its translation, else its own text. */
function inLanguage(row: InboxRow, language: Language): InboxRow {
  const text = row.translations[language];
  return text ? { ...row, title: text.title, content: text.content } : row;
}

const item = (row: InboxRow) => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  read: row.read,
  broadcast: row.broadcast,
});

/** Title and content as stored: hostile HTML refused (content.unsafe), a title reduced to its text. */
function cleanText(text: InboxText, field: string): InboxText {
  const prefix = field ? `${field}.` : '';
  sanitizeContent(text.title, `${prefix}title`);
  const title = plainText(text.title);
  if (!title) throw new ApiError('request.invalid', 'The title has no text.', `${prefix}title`);
  return { title, content: sanitizeContent(text.content, `${prefix}content`) };
}

function cleanTranslations(translations: InboxTranslations = {}): InboxTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([language, text]) => [language, cleanText(text, `translations.${language}`)]),
  );
}

/** A sent message as the operators list it; its own text is in the site's default language. */
const toSent = (row: SentRow, language: Language): InboxSent => ({
  id: row.id,
  audience: row.username === null ? 'all' : 'member',
  username: row.username,
  title: row.title,
  category: row.category,
  language,
  languages: Object.keys(row.translations) as Language[],
  createdAt: row.createdAt.toISOString(),
});

export function createInboxService(repository: InboxRepository, audited: AuditedWrites) {
  return {
    async page(
      merchant: Merchant,
      member: AuthContext,
      query: { pageNo: number; pageSize: number; language: Language },
    ): Promise<InboxPage> {
      requireInbox(merchant);
      const { pageNo, pageSize, language } = query;
      const [rows, counts] = await Promise.all([
        repository.page(merchant.code, member.memberId, pageOffset(pageNo, pageSize), pageSize),
        repository.counts(merchant.code, member.memberId),
      ]);
      return {
        list: rows
          .map((row) => inLanguage(row, language))
          .map((row) => ({ ...item(row), preview: textPreview(row.content, INBOX_PREVIEW_MAX) })),
        pageNum: pageNo,
        totalPages: Math.ceil(counts.total / pageSize),
        totalCount: counts.total,
        unReadCount: counts.unread,
      };
    },

    /** Opening a message marks it read; someone else's message is simply not found. */
    async open(merchant: Merchant, member: AuthContext, id: number, language: Language): Promise<InboxMessage> {
      requireInbox(merchant);
      const found = await repository.open(merchant.code, member.memberId, id);
      if (!found) throw new ApiError('resource.not.found');
      const row = inLanguage(found, language);
      return { ...item(row), content: row.content };
    },

    /** Trial sessions have no inbox (spec: no counts for guests): 0 without asking the database. */
    async unread(merchant: Merchant, member: AuthContext): Promise<{ unReadCount: number }> {
      requireInbox(merchant);
      if (member.trial) return { unReadCount: 0 };
      return { unReadCount: await repository.unread(merchant.code, member.memberId) };
    },

    /** What the merchant's operators sent, for the console's list. */
    async sent(merchantCode: string, language: Language, query: AdminInboxQuery): Promise<AdminInboxPage> {
      const { rows, totalCount } = await repository.sent(merchantCode, query, pageOffset(query.pageNo, query.pageSize));
      return { list: rows.map((row) => toSent(row, language)), totalCount };
    },

    /**
     * An operator's message, its title and content in the site's default `language`; hostile HTML is
     * refused (content.unsafe) before anything is stored.
     */
    async send(actor: Actor, request: InboxSendRequest, language: Language): Promise<InboxSent> {
      const { title, content } = cleanText(request, '');
      const translations = cleanTranslations(request.translations);
      let recipient: { id: number; username: string } | undefined;
      if (request.audience === 'member') {
        recipient = await repository.memberId(actor.merchantCode, (request.username ?? '').toLowerCase());
        if (!recipient) throw new ApiError('resource.not.found', 'No such member.', 'username');
      }
      const username = recipient?.username ?? null;
      const message = { memberId: recipient?.id ?? null, title, content, translations, category: request.category };
      const row = await audited.write(
        actor,
        (scope) => repository.insert(scope, message),
        (sent) => ({
          action: 'inbox.send',
          targetType: 'inbox',
          targetId: sent.id,
          detail: {
            username: username ?? '*',
            title,
            category: request.category,
            languages: Object.keys(translations),
          },
        }),
        UNPUBLISHED,
      );
      const sent = { id: row.id, username, title, category: request.category, translations, createdAt: row.createdAt };
      return toSent(sent, language);
    },

    /**
     * A transactional message to one member (a reply to their feedback), written in the caller's
     * transaction so it exists exactly when its cause does. It arrives whatever the member's settings.
     */
    async deliver(scope: WriteScope, memberId: number, text: InboxText, translations: InboxTranslations) {
      const clean = cleanText(text, '');
      const message = { memberId, ...clean, translations: cleanTranslations(translations) };
      return repository.insert(scope, { ...message, category: 'transactional' });
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
