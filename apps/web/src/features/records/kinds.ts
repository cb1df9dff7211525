import type { LedgerKind } from '@lobby/contract/wallet';

// Every kind once (the record type says so). The contract's LEDGER_KINDS sits beside its zod
// schemas: importing it would bring zod along with these pages.
const KIND_ORDER: Record<LedgerKind, true> = {
  bet: true,
  win: true,
  deposit: true,
  withdrawal: true,
  withdrawal_release: true,
  reward: true,
  adjustment: true,
  refund: true,
};

/** The kinds of balance change, in the order the kind filter lists them. */
export const KINDS = Object.keys(KIND_ORDER) as LedgerKind[];
