import { parseAmount } from '@lobby/contract/cashier';
import type { ProviderErrorCode } from '@lobby/contract/provider-wallet';
import type { TokenView } from './provider-wallet.repository';

/** An answer of the protocol: `{"status":"OK", ...}` or `{"status":"ERROR","code":...}`, stored as given. */
export type Answer = { status: 'OK' | 'ERROR' } & Record<string, unknown>;

/** The player's money as every answer that knows the player carries it. */
export type Money = {
  balance: string;
  currency: string;
};

export function ok(fields: Record<string, unknown> = {}): Answer {
  return { status: 'OK', ...fields };
}

export function error(code: ProviderErrorCode, extra: { message?: string } & Partial<Money> = {}): Answer {
  return { status: 'ERROR', code, ...extra };
}

/** A refusal that writes nothing: thrown, so the call's transaction rolls back whole. */
export class Refusal extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    readonly extra: { message?: string } & Partial<Money> = {},
  ) {
    super(code);
  }

  answer(): Answer {
    return error(this.code, this.extra);
  }
}

/** A unique index refused a row: a simultaneous call recorded the same id first. */
export function isUniqueViolation(failure: unknown): boolean {
  let current: unknown = failure;
  // Drivers and Drizzle wrap the database's error: follow the causes a few levels down.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a call needs once the token is known: the player, the currency and how to say a balance. */
export interface Player {
  token: TokenView;
  currency: string;
  providerCode: string;
  operatorId: string;
  money(minor: number): Money;
}

/** Parse an amount of the merchant's currency; `zero` allows "0" (a losing round's credit). */
export function amountOf(amount: string, currency: string, { zero = false } = {}): number {
  if (zero && /^0+(\.0+)?$/.test(amount)) return 0;
  const parsed = parseAmount(amount, currency);
  if ('problem' in parsed) throw new Refusal('INVALID_AMOUNT', { message: `amount ${parsed.problem}` });
  return parsed.minor;
}
