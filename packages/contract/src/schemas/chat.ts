import { z } from 'zod';
import { CHAT_AUTHORS, CHAT_MESSAGE_MAX, CHAT_STATUSES } from '../constants/chat';

/** The visitor's stored language choice as the client keeps it (en, id, zh-CN, zh_TW, ...). */
const chatLanguageInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'A language tag such as en or zh-CN');

/** A page of this site to come back to from the chat (a path under /m/). */
const sitePathInput = z
  .string()
  .trim()
  .max(300)
  // Query strings of this site carry commas (provider lists) and the like; no blanks, quotes or markup.
  .regex(/^\/m\/[^\s"'<>\\]*$/, 'A path of this site under /m/');

export const chatLaunchQuerySchema = z.object({
  language: chatLanguageInput.optional(),
  backUrl: sitePathInput.optional(),
});
export type ChatLaunchQuery = z.infer<typeof chatLaunchQuerySchema>;

export const chatLaunchResponseSchema = z.object({ chatUrl: z.string() });
export type ChatLaunch = z.infer<typeof chatLaunchResponseSchema>;

/** Unread counts of the chat and the inbox (spec: unReadCount). */
export const unReadCountResponseSchema = z.object({ unReadCount: z.number().int().min(0) });
export type UnReadCountValue = z.infer<typeof unReadCountResponseSchema>;

export const CHAT_UNREAD_MAX = 1_000_000;

/** What a member or an operator writes: plain text, trimmed, bounded. Never HTML: the screens escape it. */
export const chatMessageInputSchema = z.object({
  text: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const chatStatusSchema = z.enum(CHAT_STATUSES);
export type ChatStatus = z.infer<typeof chatStatusSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(CHAT_AUTHORS),
  /** The answering operator's name (operator messages only). */
  operatorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The member's conversation: the open one, else the last closed one; null before the first message. */
export const memberChatSchema = z.object({
  conversation: z.object({ id: z.number().int(), status: chatStatusSchema, createdAt: z.string() }).nullable(),
  messages: z.array(chatMessageSchema),
  unReadCount: z.number().int().min(0),
});
export type MemberChat = z.infer<typeof memberChatSchema>;

/** Marks read every message of the other side up to and including this one. */
export const chatReadInputSchema = z.object({ upTo: z.number().int().min(1) });

/** What the event stream (server-sent events, one JSON object per `data:`) carries, to members and operators. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({ type: z.literal('read'), conversationId: z.number().int(), by: z.enum(CHAT_AUTHORS) }),
  z.object({ type: z.literal('closed'), conversationId: z.number().int() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
