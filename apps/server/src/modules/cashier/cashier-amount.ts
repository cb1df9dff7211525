import { formatAmount, netOfFee, parseAmount, type FeeRule } from '@lobby/contract/cashier';
import { randomInt } from 'node:crypto';
import { ApiError } from '../../lib/envelope';

/** What an amount check needs of a channel (either direction). */
export interface AmountRules {
  currency: string;
  minMinor: number;
  maxMinor: number;
  fee: FeeRule;
}

/**
 * A member's amount on a channel, deposit or withdrawal alike: a decimal string in the channel's
 * currency (cashier.amount.invalid otherwise), within its bounds and leaving something after a fee the
 * member bears (cashier.amount.out.of.range, naming the bounds). The amount, fee and net in minor units.
 */
export function checkedAmount(
  amount: string,
  channel: AmountRules,
): { amountMinor: number; feeMinor: number; netMinor: number } {
  const parsed = parseAmount(amount, channel.currency);
  if ('problem' in parsed && parsed.problem !== 'range') {
    throw new ApiError('cashier.amount.invalid', undefined, 'amount');
  }
  const { currency, minMinor, maxMinor } = channel;
  const bounds = `${formatAmount(minMinor, currency)} to ${formatAmount(maxMinor, currency)} ${currency}`;
  const outOfRange = new ApiError('cashier.amount.out.of.range', `The amount must be from ${bounds}.`, 'amount');
  if ('problem' in parsed || parsed.minor < minMinor || parsed.minor > maxMinor) throw outOfRange;
  const { feeMinor, netMinor } = netOfFee(channel.fee, parsed.minor, currency);
  if (netMinor <= 0) throw outOfRange;
  return { amountMinor: parsed.minor, feeMinor, netMinor };
}

/** Crockford base 32: no I, L, O or U, so a reference read out or typed by hand survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A cashier reference: the prefix (D deposit, W withdrawal) and `length` random Crockford characters
 * (5 bits each: 9 give 45 bits). Unique by chance; the insert's unique index catches the rare clash.
 */
export function newReference(prefix: string, length: number): string {
  let out = prefix;
  for (let i = 0; i < length; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
