import { z } from 'zod';
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
