import { currencyDecimals, formatAmount, parseAmount } from '@lobby/contract/cashier';

/** The bet sizes a page offers, in minor units: cents for USD-like currencies, whole units for rupiah-like ones. */
export function stakeOptions(currency: string): number[] {
  const majors =
    currencyDecimals(currency) === 0
      ? [1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000]
      : [0.2, 0.5, 1, 2, 5, 10, 20, 50];
  return majors.map((major) => Math.round(major * 100));
}

/** A stake the page sent, as minor units, or null when it is not one of the page's options. */
export function stakeMinor(stake: unknown, currency: string): number | null {
  if (typeof stake !== 'string') return null;
  const parsed = parseAmount(stake, currency);
  if (!('minor' in parsed)) return null;
  return stakeOptions(currency).includes(parsed.minor) ? parsed.minor : null;
}

export const stakeStrings = (currency: string) => stakeOptions(currency).map((minor) => formatAmount(minor, currency));
