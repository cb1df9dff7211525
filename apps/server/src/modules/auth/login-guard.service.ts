import type { MerchantAuthSettings } from '../site/site.repository';
import type { LoginThrottleRepository, ThrottleRow } from './login-throttle.repository';

/** Where one counter stands. */
export interface KeyState {
  captchaRequired: boolean;
  /** Seconds until its lock ends; 0 when not locked. */
  lockedForSeconds: number;
  /** It has failures on record (a good login clears the account's and the device's). */
  counted: boolean;
}

export interface GuardState {
  account: KeyState;
  address: KeyState;
  /** Only when the login came from a known device. */
  device?: KeyState;
}

export interface GuardKeys {
  merchantCode: string;
  /** `user:<name>`, `mobile:<number>` or `operator:<name>`. */
  account: string;
  /** `ip:<address>`. */
  address: string;
  /** `device:<id>`: a known device's own counter, so a stolen device token cannot guess without end. */
  device?: string;
}

export type Thresholds = Pick<
  MerchantAuthSettings,
  | 'captchaAfterFailures'
  | 'addressCaptchaAfterFailures'
  | 'lockAfterFailures'
  | 'addressLockAfterFailures'
  | 'lockMinutes'
>;

export const ADDRESS_PREFIX = 'ip:';
export const DEVICE_PREFIX = 'device:';

const NOTHING: KeyState = { captchaRequired: false, lockedForSeconds: 0, counted: false };

/** The longest lock of some counters, in seconds (0 when none is locked). */
export function lockedFor(...states: (KeyState | undefined)[]): number {
  return Math.max(0, ...states.map((state) => state?.lockedForSeconds ?? 0));
}

/**
 * Failed-login counters, one mechanism for members and operators: after a few failures (per
 * account, per address, per known device) a captcha is needed; after more, that key is locked for
 * a while. Counters expire with the lock window. Callers decide which locks refuse whom.
 */
export function createLoginGuard(repository: LoginThrottleRepository) {
  function keyState(row: ThrottleRow | undefined, captchaAfter: number, settings: Thresholds): KeyState {
    if (!row) return NOTHING;
    const live = row.windowStartedAt.getTime() > Date.now() - settings.lockMinutes * 60_000 ? row.failures : 0;
    const lockEnds = row.lockedUntil?.getTime() ?? 0;
    return {
      captchaRequired: live >= captchaAfter,
      lockedForSeconds: Math.max(0, Math.ceil((lockEnds - Date.now()) / 1000)),
      counted: true,
    };
  }

  function stateOf(rows: ThrottleRow[], keys: GuardKeys, settings: Thresholds): GuardState {
    const row = (key: string) => rows.find((candidate) => candidate.key === key);
    return {
      account: keyState(row(keys.account), settings.captchaAfterFailures, settings),
      address: keyState(row(keys.address), settings.addressCaptchaAfterFailures, settings),
      ...(keys.device ? { device: keyState(row(keys.device), settings.captchaAfterFailures, settings) } : {}),
    };
  }

  const keyList = (keys: GuardKeys) => [keys.account, keys.address, ...(keys.device ? [keys.device] : [])];

  return {
    async check(keys: GuardKeys, settings: Thresholds): Promise<GuardState> {
      return stateOf(await repository.find(keys.merchantCode, keyList(keys)), keys, settings);
    },

    async fail(keys: GuardKeys, settings: Thresholds): Promise<GuardState> {
      const policy = (lockAfter: number) => ({
        windowMinutes: settings.lockMinutes,
        lockAfter,
        lockMinutes: settings.lockMinutes,
      });
      const rows = await Promise.all(
        keyList(keys).map((key) =>
          repository.recordFailure(
            keys.merchantCode,
            key,
            policy(key === keys.address ? settings.addressLockAfterFailures : settings.lockAfterFailures),
          ),
        ),
      );
      return stateOf(rows, keys, settings);
    },

    /**
     * A good login clears its device's count, and its account's unless `keepAccount` (a known device
     * got past the account's lock: strangers' guesses keep counting). Never the address's: one known
     * account must not reset it.
     */
    async succeed(keys: GuardKeys, state: GuardState, options: { keepAccount: boolean }): Promise<void> {
      if (state.account.counted && !options.keepAccount) await repository.clear(keys.merchantCode, keys.account);
      if (keys.device && state.device?.counted) await repository.clear(keys.merchantCode, keys.device);
    },
  };
}
export type LoginGuard = ReturnType<typeof createLoginGuard>;
