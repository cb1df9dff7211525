import { currencyDecimals } from '@lobby/contract/cashier';
import { LANGUAGE_LOCALES, type Language } from '@lobby/contract/core';

export interface MoneyOptions {
  /** ISO code of the site's currency: shown as its symbol where the language has one ("$", "Rp"). */
  currency?: string | undefined;
  /** Digits after the decimal mark; default the currency's own (IDR none, USD two), else two. */
  decimals?: number | undefined;
  /** Put "+" before a gain, as a result reads. */
  signed?: boolean;
  /** Short, for a figure in a small tile: "200K" in English, "200 rb" in Indonesian. */
  compact?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: Language, options: MoneyOptions): Intl.NumberFormat {
  const decimals = options.decimals ?? (options.currency ? currencyDecimals(options.currency) : 2);
  const key = `${language}|${options.currency ?? ''}|${decimals}|${options.signed ? '+' : ''}|${options.compact ? 'c' : ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      ...(options.compact
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : // A figure shown with fewer decimals than it has (a rupiah balance of 1250.50) never shows more than it is.
          { minimumFractionDigits: decimals, maximumFractionDigits: decimals, roundingMode: 'trunc' }),
      signDisplay: options.signed ? 'exceptZero' : 'auto',
      ...(options.currency ? { style: 'currency', currency: options.currency, currencyDisplay: 'narrowSymbol' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount from the API ("-1234567.50") as the reader's language writes it, with the currency's own
 * decimals: "-1,234,567.50" in English, "-1.234.567,50" in Indonesian, "Rp 150.000" for rupiah. The amount is formatted as a decimal string, never through a
 * float, so large balances keep every digit. The site and the operator console both use it.
 */
export function formatMoney(amount: string, language: Language, options: MoneyOptions = {}): string {
  return numberFormat(language, options).format(amount as Intl.StringNumericLiteral);
}
