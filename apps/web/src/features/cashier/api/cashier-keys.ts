import { sessionKey } from '../../../lib/query-keys';

/** Every cashier query starts with this: invalidating it refreshes the whole cashier. */
export const CASHIER_AREA = 'cashier';

export function cashierKey(token: string, ...rest: readonly unknown[]) {
  return sessionKey(CASHIER_AREA, token, ...rest);
}
