import { formatMinor } from '@lobby/contract/games';
import type { TurnoverRequirement } from '@lobby/contract/withdrawals';
import type { DbOrTx } from '../../db/transaction';
import { withdrawalSettingsOf } from '../withdrawals/withdrawal-settings';
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

export const toRequirement = (row: RequirementRow): TurnoverRequirement => ({
  sourceKind: row.sourceKind,
  reference: row.reference,
  required: formatMinor(row.requiredMinor),
  remaining: formatMinor(row.remainingMinor),
  locked: formatMinor(row.lockedMinor),
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
      const settings = withdrawalSettingsOf({ settings: await repository.settingsOf(tx, merchantCode) });
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

    async open(memberId: number): Promise<TurnoverRequirement[]> {
      return (await repository.open(memberId)).map(toRequirement);
    },
  };
}
export type TurnoverService = ReturnType<typeof createTurnoverService>;
