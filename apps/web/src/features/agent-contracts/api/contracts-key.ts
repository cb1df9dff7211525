import { sessionKey } from '../../../lib/query-keys';

/** The agent's contract reads, under the session's key (lib/query-keys): signing out drops them. */
export function contractsKey(token: string) {
  return sessionKey('agent-contracts', token);
}
