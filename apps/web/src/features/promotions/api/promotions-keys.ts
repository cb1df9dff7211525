/**
 * Promotion reads are keyed by language and by who reads them (`joined` is per member): a
 * session change never shows one member's joins to another, and signing out drops them.
 */
export function promotionsKey(language: string, token: string | null, ...rest: unknown[]) {
  return token
    ? (['member', token, 'promotions', language, ...rest] as const)
    : (['promotions', language, ...rest] as const);
}
