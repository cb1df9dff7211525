import { UNREAD_BADGE_MAX } from '@lobby/contract';

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

/** A badge's text: nothing at 0, '99+' above UNREAD_BADGE_MAX (spec §9). */
export function badgeText(total: number): string | null {
  if (total <= 0) return null;
  return total > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(total);
}
