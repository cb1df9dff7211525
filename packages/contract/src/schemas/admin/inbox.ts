import { z } from 'zod';
import { CONTENT_HTML_MAX, CONTENT_TITLE_MAX } from '../../constants/operators';
import { CHAT_UNREAD_MAX } from '../chat';
import { languageSchema, pageNoSchema, pageSizeSchema } from '../common';
import { sortOrderSchema } from './announcements';
import { usernameInput } from '../fields';
import { MESSAGE_CATEGORIES, OPTIONAL_MESSAGE_CATEGORIES } from '../../constants/member-settings';

const INBOX_AUDIENCES = ['member', 'all'] as const;

export const inboxTextSchema = z.object({
  title: z.string().trim().min(1).max(CONTENT_TITLE_MAX),
  /** HTML; refused with content.unsafe when it holds scripts, handlers or javascript: links. */
  content: z.string().trim().min(1).max(CONTENT_HTML_MAX),
});
export type InboxText = z.infer<typeof inboxTextSchema>;

/** A message's text in other languages; a member reading in one of them sees it instead of the title and content. */
const inboxTranslationsSchema = z.partialRecord(languageSchema, inboxTextSchema);
export type InboxTranslations = z.infer<typeof inboxTranslationsSchema>;

/** An operator's message: to one member (by username) or to every member of the site. */
export const inboxSendRequestSchema = inboxTextSchema
  .extend({
    audience: z.enum(INBOX_AUDIENCES),
    username: usernameInput.optional(),
    translations: inboxTranslationsSchema.optional(),
    /** What kind of message it is: a member who turned the category off in their settings does not see it. */
    category: z.enum(OPTIONAL_MESSAGE_CATEGORIES).default('announcements'),
  })
  .superRefine((body, ctx) => {
    if (body.audience === 'member' && !body.username) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'A username for a message to one member' });
    }
    if (body.audience === 'all' && body.username) {
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'No username for a message to everyone' });
    }
  });
export type InboxSendRequest = z.infer<typeof inboxSendRequestSchema>;

export const inboxSentSchema = z.object({
  id: z.number().int(),
  audience: z.enum(INBOX_AUDIENCES),
  username: z.string().nullable(),
  title: z.string(),
  /** What kind of message it is (operators send announcements and promotions; feedback replies are transactional). */
  category: z.enum(MESSAGE_CATEGORIES),
  /** The language of its own title and content: the site's default language (a reader in no translation gets it). */
  language: languageSchema,
  /** The languages it was sent in besides its own title and content. */
  languages: z.array(languageSchema),
  createdAt: z.string(),
});
export type InboxSent = z.infer<typeof inboxSentSchema>;

export const INBOX_SORTS = ['createdAt', 'title'] as const;
/** The messages the site's operators sent, newest first by default; ties break by id. */
export const adminInboxQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
  audience: z.enum(INBOX_AUDIENCES).optional(),
  /** Messages to this member (exact username, any case). */
  username: usernameInput.optional(),
  sort: z.enum(INBOX_SORTS).default('createdAt'),
  order: sortOrderSchema.default('desc'),
});
export type AdminInboxQuery = z.infer<typeof adminInboxQuerySchema>;
export const adminInboxPageSchema = z.object({ list: z.array(inboxSentSchema), totalCount: z.number().int() });
export type AdminInboxPage = z.infer<typeof adminInboxPageSchema>;

/** The chat service reports a member's unread count (as an operator of the site). */
export const chatUnreadReportSchema = z.object({
  username: usernameInput,
  unReadCount: z.number().int().min(0).max(CHAT_UNREAD_MAX),
});
