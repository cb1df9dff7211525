import { LANGUAGE_LOCALES, type Language } from '@lobby/contract/core';
import {
  currencyDecimals,
  formatAmount,
  netOfFee,
  parseAmount,
  type CashierChannel,
  type FeeRule,
} from '@lobby/contract/cashier';

/** The grouping mark each language writes ("1,000.50" in English, "1.000,50" in Indonesian). */
const GROUPING: Record<Language, string> = { en: ',', id: '.' };

/**
 * An amount as the member typed it, in the plain form the API takes ("1.000,50" in Indonesian →
 * "1000.50"). In a currency without decimals marks between groups of three are grouping ("150.000"
 * rupiah → "150000");
 * with both marks, the last one is the decimal point; a lone mark is the language's grouping when
 * three digits follow it, else the decimal point. Anything else is left for the check to refuse.
 */
export function normalizeAmount(typed: string, currency: string, language: Language): string {
  const text = typed.replace(/[\s\u00a0]/g, '');
  if (!/^[\d.,]+$/.test(text)) return text;
  // Rupiah: marks between groups of three are grouping; "150000.5" stays for the check to refuse.
  if (currencyDecimals(currency) === 0) return /^\d{1,3}([.,]\d{3})+$/.test(text) ? text.replace(/[.,]/g, '') : text;
  const lastMark = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (lastMark < 0) return text;
  const marks = new Set(text.replace(/\d/g, ''));
  const mark = text.charAt(lastMark);
  const grouping = marks.size === 1 && mark === GROUPING[language] && /^\d{3}$/.test(text.slice(lastMark + 1));
  if (grouping) return text.replace(/[.,]/g, '');
  return `${text.slice(0, lastMark).replace(/[.,]/g, '')}.${text.slice(lastMark + 1)}`;
}

/** Why a typed amount cannot be sent: its shape (catalogue: amount invalid), or the channel's bounds. */
export type TypedAmountProblem = 'invalid' | 'range';

/** A typed amount checked against the channel, in minor units, or why it is refused (empty: nothing typed yet). */
export function checkAmount(
  typed: string,
  channel: Pick<CashierChannel, 'currency' | 'min' | 'max'>,
  language: Language = 'en',
): { minor: number } | { problem: TypedAmountProblem } | null {
  if (typed.trim() === '') return null;
  const parsed = parseAmount(normalizeAmount(typed, channel.currency, language), channel.currency);
  if ('problem' in parsed) return { problem: parsed.problem === 'range' ? 'range' : 'invalid' };
  const min = parseAmount(channel.min, channel.currency);
  const max = parseAmount(channel.max, channel.currency);
  if ('minor' in min && parsed.minor < min.minor) return { problem: 'range' };
  if ('minor' in max && parsed.minor > max.minor) return { problem: 'range' };
  return { minor: parsed.minor };
}

export interface FeeBreakdown {
  /** What the member pays (deposit) or what leaves the balance (withdrawal). */
  amount: string;
  fee: string;
  /** What reaches the wallet (deposit) or the member's account (withdrawal). */
  net: string;
  /** The merchant pays the fee: the member gets the whole amount. */
  merchantPays: boolean;
}

/** The fee and the net of an amount under the channel's rule: the contract's own rule, as the server applies it. */
export function feeBreakdown(rule: FeeRule, amountMinor: number, currency: string): FeeBreakdown {
  const { feeMinor, netMinor } = netOfFee(rule, amountMinor, currency);
  return {
    amount: formatAmount(amountMinor, currency),
    fee: formatAmount(feeMinor, currency),
    net: formatAmount(netMinor, currency),
    merchantPays: rule.bearer === 'merchant' && feeMinor > 0,
  };
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A cashier amount ("150000", "12.34") as the reader's language writes it, with the currency's own
 * decimals: "Rp 150.000" in Indonesian, "$12.34" in English. The string is formatted as is, never
 * through a float.
 */
export function formatCashier(amount: string, currency: string, language: Language): string {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const decimals = currencyDecimals(currency);
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format.format(amount as Intl.StringNumericLiteral);
}

/** The withdrawable balance, capped by the channel's maximum: what "Max" fills in. */
export function maxWithdrawal(withdrawable: string, channel: Pick<CashierChannel, 'currency' | 'max'>): string {
  const have = parseAmount(withdrawable, 'USD');
  const cap = parseAmount(channel.max, channel.currency);
  const haveMinor = 'minor' in have ? have.minor : 0;
  const capMinor = 'minor' in cap ? cap.minor : haveMinor;
  // Down to the currency's step, so the amount never has more decimals than it allows.
  const step = 10 ** (2 - currencyDecimals(channel.currency));
  const minor = Math.floor(Math.min(haveMinor, capMinor) / step) * step;
  return minor > 0 ? formatAmount(minor, channel.currency) : '';
}
