/**
 * Cashier amounts. The wallet keeps every currency in hundredths (minor = major × 100, as the ledger
 * always has); a currency's own decimals limit what a member may type and what the cashier shows:
 * "12.34" in USD, "150000" in IDR (rupiah are not split).
 */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = { USD: 2, EUR: 2, IDR: 0, VND: 0, THB: 2, MYR: 2 };
/** Minor units per major unit in the wallet, whatever the currency. */
export const MINOR_PER_MAJOR = 100;
/** The largest amount one cashier order may carry: 1,000,000,000.00 in any currency. */
export const CASHIER_MAX_MINOR = 100_000_000_000;

export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency] ?? 2;
}

/** Why a typed amount is refused: the shape, more decimals than the currency has, zero, or too large. */
export type AmountProblem = 'format' | 'decimals' | 'zero' | 'range';

/**
 * "150.25" in USD → 15025; "150000" in IDR → 15000000. A string only (a JSON number could already
 * have lost digits), plain digits with an optional point; at most the currency's decimals.
 */
export function parseAmount(amount: string, currency: string): { minor: number } | { problem: AmountProblem } {
  const match = /^(\d{1,12})(?:\.(\d{1,4}))?$/.exec(amount.trim());
  if (!match) return { problem: 'format' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > currencyDecimals(currency)) return { problem: 'decimals' };
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (minor === 0) return { problem: 'zero' };
  if (minor > CASHIER_MAX_MINOR) return { problem: 'range' };
  return { minor };
}

/** 15025 in USD → "150.25"; 15000000 in IDR → "150000" (the currency's decimals, no grouping). */
export function formatAmount(minor: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_MAJOR);
  if (decimals === 0) return `${sign}${Math.round(abs / MINOR_PER_MAJOR)}`;
  const cents = String(abs % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${whole}.${cents.slice(0, decimals)}`;
}
