import { z } from 'zod';

/** The member wallet (spec accounts §3: sumBalance), as a 2-decimal string and in minor units. */
export const walletResponseSchema = z.object({
  sumBalance: z.string(),
  balanceMinor: z.number().int().nonnegative(),
});
export type Wallet = z.infer<typeof walletResponseSchema>;

/**
 * What moves a balance; every change is one ledger row. A withdrawal request holds its amount at once
 * ('withdrawal', negative); a rejected or cancelled one gives it back ('withdrawal_release'). A provider's
 * rollback of a bet gives its stake back ('refund').
 */
export const LEDGER_KINDS = [
  'bet',
  'win',
  'deposit',
  'withdrawal',
  'withdrawal_release',
  'reward',
  'adjustment',
  'refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
