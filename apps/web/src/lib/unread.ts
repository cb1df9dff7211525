/**
 * Query keys of the unread counts (announcements, inbox, chat). The header badge reads them; whatever
 * marks something read invalidates UNREAD_QUERY_KEY so the badge follows at once.
 */
export const UNREAD_QUERY_KEY = ['unread'] as const;
export const UNREAD_KEYS = {
  announcements: [...UNREAD_QUERY_KEY, 'announcements'],
  inbox: [...UNREAD_QUERY_KEY, 'inbox'],
  chat: [...UNREAD_QUERY_KEY, 'chat'],
} as const;
