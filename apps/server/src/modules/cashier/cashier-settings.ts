import type { CashierSettings } from '../../db/schema/merchants';

export type { CashierSettings };

/** The defaults of every cashier setting a merchant leaves out. */
export const CASHIER_DEFAULTS: CashierSettings = {
  depositExpiryMinutes: 30,
  turnoverMultiplier: 1,
  withdrawalCancelAllowed: false,
  payeeNameMustMatch: true,
  payoutAccountsMax: 3,
  withdrawalDailyCount: 3,
  withdrawalDailyAmountMinor: null,
  paymentPasswordMaxTries: 5,
  paymentPasswordLockMinutes: 30,
};

/** A merchant's cashier settings: its own values over the defaults. */
export function cashierSettings(saved: Partial<CashierSettings> | undefined): CashierSettings {
  return { ...CASHIER_DEFAULTS, ...saved };
}
