import type { MerchantAuthSettings } from '../../db/schema/index';
import type { LoginThrottleRepository, ThrottleRow } from './login-throttle.repository';

export interface GuardState {
  captchaRequired: boolean;
  /** Seconds until the lock ends; 0 when not locked. */
  lockedForSeconds: number;
  /** The account has failures on record (a good login clears them). */
  accountCounted: boolean;
}

export interface GuardKeys {
  merchantCode: string;
  /** `user:<name>` or `mobile:<number>`. */
  account: string;
  /** `ip:<address>`. */
  address: string;
}

type Thresholds = Pick<
  MerchantAuthSettings,
  | 'captchaAfterFailures'
  | 'addressCaptchaAfterFailures'
  | 'lockAfterFailures'
  | 'addressLockAfterFailures'
  | 'lockMinutes'
>;

export const ADDRESS_PREFIX = 'ip:';

/**
 * Failed-login rules: after a few failures (per account or per address) a captcha is needed;
 * after more, the account (or address) is locked for a while. Counters expire with the lock window.
 */
export function createLoginGuard(repository: LoginThrottleRepository) {
  const live = (row: ThrottleRow, settings: Thresholds) =>
    row.windowStartedAt.getTime() > Date.now() - settings.lockMinutes * 60_000 ? row.failures : 0;

  function stateOf(rows: ThrottleRow[], settings: Thresholds): GuardState {
    const accountCounted = rows.some((row) => !row.key.startsWith(ADDRESS_PREFIX));
    const lockEnds = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
    return {
      captchaRequired: rows.some(
        (row) =>
          live(row, settings) >=
          (row.key.startsWith(ADDRESS_PREFIX) ? settings.addressCaptchaAfterFailures : settings.captchaAfterFailures),
      ),
      lockedForSeconds: Math.max(0, Math.ceil((lockEnds - Date.now()) / 1000)),
      accountCounted,
    };
  }

  return {
    async check(keys: GuardKeys, settings: Thresholds): Promise<GuardState> {
      return stateOf(await repository.find(keys.merchantCode, [keys.account, keys.address]), settings);
    },

    async fail(keys: GuardKeys, settings: Thresholds): Promise<GuardState> {
      const windowMinutes = settings.lockMinutes;
      const rows = await Promise.all([
        repository.recordFailure(keys.merchantCode, keys.account, {
          windowMinutes,
          lockAfter: settings.lockAfterFailures,
          lockMinutes: settings.lockMinutes,
        }),
        repository.recordFailure(keys.merchantCode, keys.address, {
          windowMinutes,
          lockAfter: settings.addressLockAfterFailures,
          lockMinutes: settings.lockMinutes,
        }),
      ]);
      return stateOf(rows, settings);
    },

    /** A good login clears its account's count (not the address's: one known account must not reset it). */
    succeed: (keys: GuardKeys) => repository.clear(keys.merchantCode, keys.account),
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
