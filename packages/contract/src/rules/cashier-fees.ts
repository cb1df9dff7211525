import type { FeeRule } from '../schemas/cashier';
import { currencyDecimals, parseAmount } from './cashier-money';

/**
 * The fee of a movement of `amountMinor` in minor units: a percentage rounded half up to the
 * currency's smallest step, or a fixed amount; never more than the amount itself.
 */
export function feeMinor(rule: FeeRule, amountMinor: number, currency: string): number {
  if (rule.type === 'none') return 0;
  if (rule.type === 'fixed') {
    const fixed = parseAmount(rule.value, currency);
    return 'minor' in fixed ? Math.min(fixed.minor, amountMinor) : 0;
  }
  // Basis points in integers, so 1.5% of 10.01 never meets a float.
  const basisPoints = Math.round(Number(rule.value) * 100);
  const step = 10 ** (2 - Math.min(2, currencyDecimals(currency)));
  // One rounding, straight to the step: rounding to hundredths first would round a half twice.
  const fee = Math.floor((amountMinor * basisPoints + 5000 * step) / (10000 * step)) * step;
  return Math.min(fee, amountMinor);
}

/** What reaches the member's wallet (deposit) or account (withdrawal) once the fee is taken. */
export function netOfFee(rule: FeeRule, amountMinor: number, currency: string): { feeMinor: number; netMinor: number } {
  const fee = feeMinor(rule, amountMinor, currency);
  return { feeMinor: fee, netMinor: rule.bearer === 'member' ? amountMinor - fee : amountMinor };
}
