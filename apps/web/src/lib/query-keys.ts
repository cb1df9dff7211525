import type { QueryClient } from '@tanstack/react-query';

/**
 * The one rule for TanStack Query keys: the area first, so one prefix reaches all of an area's
 * queries (invalidating ['unread'] refreshes every count); then, for data that depends on who asks,
 * the session token ('' for a visitor), so another session never reads this one's copy; then the
 * rest. Public data leaves the token out: [area, ...rest].
 */
export function sessionKey<const A extends string, const R extends readonly unknown[]>(
  area: A,
  token: string | null,
  ...rest: R
) {
  return [area, token ?? '', ...rest] as const;
}

/** Sign-out drops every query of the ending session, whatever its area. */
export function removeSessionQueries(client: QueryClient, token: string): void {
  client.removeQueries({ predicate: (query) => query.queryKey[1] === token });
}
