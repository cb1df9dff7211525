import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../../constants/chat';
import { chatMessageSchema, chatStatusSchema } from '../chat';
import { pageNoSchema, pageSizeSchema } from '../common';

/** The queue: open conversations by default, unread first, then the newest message first. */
export const adminChatQueueQuerySchema = z.object({
  status: chatStatusSchema.default('open'),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(25),
});
export type AdminChatQueueQuery = z.infer<typeof adminChatQueueQuerySchema>;

export const adminChatSummarySchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  status: chatStatusSchema,
  /** Member messages no operator has read yet. */
  unread: z.number().int().min(0),
  lastText: z.string(),
  lastMessageAt: z.string(),
  assignedTo: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminChatSummary = z.infer<typeof adminChatSummarySchema>;

export const adminChatQueueSchema = z.object({
  list: z.array(adminChatSummarySchema),
  totalCount: z.number().int().min(0),
  /** Open conversations waiting for an answer (the member wrote last), whatever the status asked: the sidebar's count. */
  waiting: z.number().int().min(0),
});
export type AdminChatQueue = z.infer<typeof adminChatQueueSchema>;

export const chatConversationParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Who the operator is talking to, beside the conversation. */
export const chatMemberProfileSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  rank: z.string().nullable(),
  /** Decimal string in the site's currency. */
  balance: z.string(),
  currency: z.string(),
  registeredAt: z.string(),
});
export type ChatMemberProfile = z.infer<typeof chatMemberProfileSchema>;

export const adminChatConversationSchema = z.object({
  conversation: adminChatSummarySchema,
  messages: z.array(chatMessageSchema),
  member: chatMemberProfileSchema,
});
export type AdminChatConversation = z.infer<typeof adminChatConversationSchema>;

export const cannedReplySchema = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedRepliesSchema = z.object({ list: z.array(cannedReplySchema) });

/** How many canned replies a site keeps, and how long a title may be. */
export const CANNED_REPLIES_MAX = 50;
export const CANNED_TITLE_MAX = 60;

/* eslint-disable no-control-regex -- refusing control characters is the point */
const oneLine = /^[^<>\u0000-\u001f\u007f]*$/;
/** Line breaks are fine in the text (the desk shows it as plain text); other control characters are not. */
const plainText = /^[^<>\u0000-\u0009\u000b-\u001f\u007f]*$/;
/* eslint-enable no-control-regex */

/** A canned reply as an admin writes it: a short one-line title and plain text no longer than a message. */
export const cannedReplyInputSchema = z.object({
  title: z.string().trim().min(1).max(CANNED_TITLE_MAX).regex(oneLine, 'Plain text on one line'),
  text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX).regex(plainText, 'Plain text, no markup'),
});
export type CannedReplyInput = z.infer<typeof cannedReplyInputSchema>;

/** The new order: every one of the site's canned reply ids, once each, first shown first. */
export const cannedReplyOrderSchema = z.object({
  ids: z
    .array(z.number().int().positive())
    .max(CANNED_REPLIES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each reply once'),
});
export type CannedReplyOrder = z.infer<typeof cannedReplyOrderSchema>;
export const cannedReplyParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
