import type { Merchant } from '../site/merchant-directory';

/** The cashier settings the withdrawal side reads (defaults: cashier-common, the lead's design). */
export interface WithdrawalSettings {
  turnoverMultiplier: number;
  withdrawalCancelAllowed: boolean;
  payeeNameMustMatch: boolean;
  payoutAccountsMax: number;
  withdrawalDailyCount: number;
  withdrawalDailyAmountMinor: number | null;
  paymentPasswordMaxTries: number;
  paymentPasswordLockMinutes: number;
}

const DEFAULTS: WithdrawalSettings = {
  turnoverMultiplier: 1,
  withdrawalCancelAllowed: false,
  payeeNameMustMatch: true,
  payoutAccountsMax: 3,
  withdrawalDailyCount: 3,
  withdrawalDailyAmountMinor: null,
  paymentPasswordMaxTries: 5,
  paymentPasswordLockMinutes: 30,
};

/** A merchant's withdrawal settings, defaults filled in. */
export function withdrawalSettingsOf(merchant: Pick<Merchant, 'settings'> | { settings?: undefined }): WithdrawalSettings {
  const stored = (merchant.settings as { cashier?: Partial<WithdrawalSettings> } | undefined)?.cashier ?? {};
  return { ...DEFAULTS, ...stored };
}
