/** The chat module's permission id for the unread count call. */
export const CHAT_MODULE_ID = 'CBS3';

/** Launch chat (spec §7): query constants. */
export const CHAT_B2C = 1;
export const CHAT_TEMPLATE = 'v2';

/** Longest chat message, in characters (plain text; the screens escape it). */
export const CHAT_MESSAGE_MAX = 1000;
/** A member may send at most CHAT_RATE_MAX messages in any CHAT_RATE_WINDOW_MS (checked on the server). */
export const CHAT_RATE_MAX = 8;
export const CHAT_RATE_WINDOW_MS = 30_000;
/** The newest messages a conversation shows (older ones stay stored). */
export const CHAT_HISTORY_MAX = 200;
/** Our own chat page on the site, where the launch call points when the merchant has no outside chat. */
export const CHAT_PAGE_PATH = '/m/chat';
export const CHAT_STATUSES = ['open', 'closed'] as const;
export const CHAT_AUTHORS = ['member', 'operator'] as const;
