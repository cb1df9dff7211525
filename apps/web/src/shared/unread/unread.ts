import { UNREAD_BADGE_MAX } from '@lobby/contract/core';
import { sessionKey } from '../../lib/query-keys';

/**
 * Query keys of the unread counts (announcements, inbox, chat). The header badge reads them; whatever
 * marks something read invalidates UNREAD_QUERY_KEY so the badge follows at once.
 */
export const UNREAD_QUERY_KEY = ['unread'] as const;
export function unreadKey<const R extends readonly unknown[]>(
  token: string,
  count: 'announcements' | 'inbox' | 'chat',
  ...rest: R
) {
  return sessionKey(UNREAD_QUERY_KEY[0], token, count, ...rest);
}

/** A badge's text: nothing at 0, '99+' above UNREAD_BADGE_MAX (spec §9). */
export function badgeText(total: number): string | null {
  if (total <= 0) return null;
  return total > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(total);
}
