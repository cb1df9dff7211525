import { sessionKey } from '../../../lib/query-keys';

/**
 * Promotion reads are keyed by language and by who reads them (`joined` is per member): a
 * session change never shows one member's joins to another, and signing out drops them.
 */
export function promotionsKey(language: string, token: string | null, ...rest: unknown[]) {
  return sessionKey('promotions', token, language, ...rest);
}
