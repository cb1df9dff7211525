import { sessionKey } from '../../../lib/query-keys';

/** The member's records, under the session's key (lib/query-keys): signing out drops them. */
export function recordsKey(token: string, part: 'bets' | 'transactions' | 'profitLoss', params: object) {
  return sessionKey('records', token, part, params);
}

/** The API's range: ISO instants with the player's offset, from inclusive, to exclusive. */
export interface RangeParams {
  from: string;
  to: string;
}
