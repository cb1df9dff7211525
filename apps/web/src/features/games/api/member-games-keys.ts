import { sessionKey } from '../../../lib/query-keys';

/**
 * The member's own game data, under the session's key (lib/query-keys): a new session never reads
 * the last one's favourites, and signing out drops them.
 */
export function memberGamesKey(token: string, part: 'favouriteIds' | 'favourites' | 'recentGames' | 'toggle') {
  return sessionKey('member-games', token, part);
}
