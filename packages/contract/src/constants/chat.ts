/** The chat module's permission id for the unread count call. */
export const CHAT_MODULE_ID = 'CBS3';

/** Launch chat (spec §7): query constants. */
export const CHAT_B2C = 1;
export const CHAT_TEMPLATE = 'v2';
