import { sessionKey } from '../../../lib/query-keys';

/** Every cashier query starts with this: invalidating it refreshes the whole cashier. */
export const CASHIER_AREA = 'cashier';

export function cashierKey(token: string, ...rest: readonly unknown[]) {
  return sessionKey(CASHIER_AREA, token, ...rest);
}

/**
 * The operator decides orders and requests elsewhere: a cashier read is asked again whenever a
 * screen that shows it opens (the site's default keeps reads a minute).
 */
export const CASHIER_FRESH = { staleTime: 0 } as const;
