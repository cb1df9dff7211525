/**
 * The member's records live under ['member', token, 'records', …]: a new session never reads the
 * last one's, and signing out (which removes ['member']) clears them.
 */
export function recordsKey(token: string, part: 'bets' | 'transactions' | 'profitLoss', params: object) {
  return ['member', token, 'records', part, params] as const;
}

/** The API's range: ISO instants with the player's offset, from inclusive, to exclusive. */
export interface RangeParams {
  from: string;
  to: string;
}
