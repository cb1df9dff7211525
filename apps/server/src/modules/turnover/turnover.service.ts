import { formatAmount } from '@lobby/contract/cashier';
import type { TurnoverRequirement } from '@lobby/contract/withdrawals';
import type { DbOrTx } from '../../db/transaction';
import { cashierSettings } from '../cashier/cashier-settings';
import type { NewRequirement, RequirementRow, TurnoverRepository } from './turnover.repository';

/** What a credited deposit tells its listeners (the deposits module's onCredit). */
export interface CreditedDeposit {
  tx: DbOrTx;
  merchantCode: string;
  memberId: number;
  amountMinor: number;
  orderNo: string;
}

/** The balance split the withdraw page and a withdrawal request read. */
export interface Withdrawable {
  balanceMinor: number;
  lockedMinor: number;
  withdrawableMinor: number;
  remainingMinor: number;
}

export const toRequirement = (row: RequirementRow, currency: string): TurnoverRequirement => ({
  sourceKind: row.sourceKind,
  reference: row.reference,
  required: formatAmount(row.requiredMinor, currency),
  remaining: formatAmount(row.remainingMinor, currency),
  locked: formatAmount(row.lockedMinor, currency),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Turnover (wagering) requirements: one counter per member that deposits and bonuses add to and
 * real-money bets pay down (the wallet calls payDownTurnover for every applied 'bet' row). While a
 * requirement is open the money it came with stays locked: withdrawable = balance − min(balance,
 * Σ locked of the open requirements).
 */
export function createTurnoverService(repository: TurnoverRepository) {
  /** Add a requirement inside the caller's transaction (idempotent by reference); false when already there. */
  function addRequirement(tx: DbOrTx, requirement: NewRequirement): Promise<boolean> {
    if (requirement.requiredMinor <= 0) return Promise.resolve(false);
    return repository.add(tx, requirement);
  }

  return {
    repository,
    addRequirement,

    /**
     * A credited deposit's requirement: `turnoverMultiplier` × its amount, locking the deposit until
     * met. Shaped as a deposits onCredit listener (no `this`: pass it as is), so it runs in the crediting transaction.
     */
    async onDeposit({ tx, merchantCode, memberId, amountMinor, orderNo }: CreditedDeposit): Promise<void> {
      const settings = cashierSettings((await repository.settingsOf(tx, merchantCode))?.cashier);
      await addRequirement(tx, {
        merchantCode,
        memberId,
        sourceKind: 'deposit',
        reference: `deposit:${orderNo}`,
        requiredMinor: Math.round(amountMinor * settings.turnoverMultiplier),
        lockedMinor: amountMinor,
      });
    },

    /** The balance split, read in the caller's transaction when given (a withdrawal reads it under its lock). */
    async withdrawable(memberId: number, balanceMinor: number, on?: DbOrTx): Promise<Withdrawable> {
      const { lockedMinor, remainingMinor } = await repository.totals(memberId, on);
      const locked = Math.min(balanceMinor, lockedMinor);
      return { balanceMinor, lockedMinor: locked, withdrawableMinor: balanceMinor - locked, remainingMinor };
    },

    /** The open requirements, oldest first, amounts in `currency`. */
    async open(memberId: number, currency: string): Promise<TurnoverRequirement[]> {
      return (await repository.open(memberId)).map((row) => toRequirement(row, currency));
    },
  };
}
export type TurnoverService = ReturnType<typeof createTurnoverService>;
