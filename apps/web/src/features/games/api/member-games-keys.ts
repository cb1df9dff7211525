/**
 * The member's own game data lives under ['member', token, …]: a new session never reads the last
 * one's favourites, and signing out (which removes ['member']) clears them.
 */
export function memberGamesKey(token: string, part: 'favouriteIds' | 'favourites' | 'recentGames' | 'toggle') {
  return ['member', token, part] as const;
}
