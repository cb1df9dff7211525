import { z } from 'zod';
import { languageSchema, pageNoSchema, pageSizeSchema } from './common';

export const INBOX_PAGE_SIZE = 20;
export const INBOX_PREVIEW_MAX = 120;

/** The language the member reads in picks each message's translation (default: the site's). */
export const inboxQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(INBOX_PAGE_SIZE),
  language: languageSchema.optional(),
});

/** A message in the member's inbox list: plain-text preview, no HTML. */
const inboxItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  preview: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** Sent to every member of the site rather than to this member alone. */
  broadcast: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxItemSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  unReadCount: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** One message, its sanitised HTML (opening it marks it read). */
export const inboxMessageSchema = inboxItemSchema.omit({ preview: true }).extend({ content: z.string() });
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxMessageQuerySchema = z.object({ language: languageSchema.optional() });
