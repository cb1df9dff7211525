import type { CashierSettingsInput, CashierSettingsView } from '@lobby/contract/admin/cashier-settings';
import { formatAmount, parseAmount } from '@lobby/contract/cashier';
import { ApiError } from '../../lib/envelope';
import { cashierSettings } from '../cashier/cashier-settings';
import type { MerchantSettings } from '../site/site.repository';

/** The merchant wallet's currency (IDR when the settings leave it out, as the wallet reads it). */
const currencyOf = (s: MerchantSettings) => s.currency ?? 'IDR';

/** The cashier rules as the console reads them: every key over the defaults, the daily cap as money. */
export function cashierView(s: MerchantSettings): CashierSettingsView {
  const { withdrawalDailyAmountMinor, ...rules } = cashierSettings(s.cashier);
  const currency = currencyOf(s);
  return {
    ...rules,
    withdrawalDailyAmount:
      withdrawalDailyAmountMinor === null ? null : formatAmount(withdrawalDailyAmountMinor, currency),
    currency,
  };
}

/**
 * The whole cashier key, written in full: a later default change then does not move a site whose admin
 * chose its rules. The daily cap is read in the site's currency (no more decimals than it has).
 */
export function cashierPatch(input: CashierSettingsInput, s: MerchantSettings): Partial<MerchantSettings> {
  const { withdrawalDailyAmount, ...rules } = input;
  let withdrawalDailyAmountMinor: number | null = null;
  if (withdrawalDailyAmount !== null) {
    const parsed = parseAmount(withdrawalDailyAmount, currencyOf(s));
    if (!('minor' in parsed)) throw new ApiError('cashier.amount.invalid', undefined, 'withdrawalDailyAmount');
    withdrawalDailyAmountMinor = parsed.minor;
  }
  return { cashier: { ...rules, withdrawalDailyAmountMinor } };
}
