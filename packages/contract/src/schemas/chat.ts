import { z } from 'zod';

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
