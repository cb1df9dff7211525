import { and, eq, sql } from 'drizzle-orm';
import type { LedgerKind } from '@lobby/contract/wallet';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { ledgerEntries, wallets } from '../../db/schema/index';
import { giveBackTurnover, payDownTurnover } from '../turnover/turnover.repository';

export interface LedgerChange {
  merchantCode: string;
  memberId: number;
  kind: LedgerKind;
  /** Signed: a bet or withdrawal is negative. */
  amountMinor: number;
  /** Makes the change happen once (round id, deposit id, ...). */
  reference: string;
  gameType?: string | undefined;
  nodeId?: string | undefined;
}

/** The change was refused: it would take the balance below zero (the transaction rolls back). */
export class InsufficientBalance extends Error {}

export interface AppliedChange {
  balanceMinor: number;
  applied: boolean;
}

/**
 * Apply one change inside the caller's transaction: the ledger row first (a repeated reference
 * stops here and answers the balance it left), then the balance, moved only if it stays at or
 * above zero. A refusal throws, so the caller's transaction rolls back whole.
 */
async function applyChange(tx: Db, change: LedgerChange): Promise<AppliedChange> {
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({ ...change, balanceAfterMinor: 0 })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  if (!entry) {
    const [earlier] = await tx
      .select({ balance: ledgerEntries.balanceAfterMinor })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.memberId, change.memberId),
          eq(ledgerEntries.kind, change.kind),
          eq(ledgerEntries.reference, change.reference),
        ),
      );
    return { balanceMinor: earlier?.balance ?? 0, applied: false };
  }
  const move = () =>
    tx
      .update(wallets)
      .set({ balanceMinor: sql`${wallets.balanceMinor} + ${change.amountMinor}`, updatedAt: sql`now()` })
      .where(and(eq(wallets.memberId, change.memberId), sql`${wallets.balanceMinor} + ${change.amountMinor} >= 0`))
      .returning({ balance: wallets.balanceMinor });
  let [moved] = await move();
  // Nothing moved: too little money, or no wallet yet. The wallet is made here, on a refusal
  // only, so a change to an existing wallet costs no extra statement; the retry also covers a
  // first change that waited on another transaction creating the same wallet.
  if (!moved) {
    await tx
      .insert(wallets)
      .values({ memberId: change.memberId, merchantCode: change.merchantCode })
      .onConflictDoNothing();
    [moved] = await move();
  }
  if (!moved) throw new InsufficientBalance();
  await tx.update(ledgerEntries).set({ balanceAfterMinor: moved.balance }).where(eq(ledgerEntries.id, entry.id));
  // Every real-money bet pays down turnover here, whoever writes it (rounds, a provider's wallet); a refund gives it back.
  if (change.kind === 'bet') await payDownTurnover(tx, change.memberId, -change.amountMinor);
  if (change.kind === 'refund') await giveBackTurnover(tx, change.memberId, change.amountMinor);
  return { balanceMinor: moved.balance, applied: true };
}

/**
 * Apply one change inside the caller's transaction, so it lands with its cause or not at all (an
 * approved reward application credits the member in the review's transaction).
 */
export function applyChangeInTransaction(tx: Db, change: LedgerChange): Promise<AppliedChange> {
  return applyChange(tx, change);
}

/** A settled round's money: the stake it took and the payout it gives, under the round's id. */
export interface RoundMoney {
  merchantCode: string;
  memberId: number;
  roundId: string;
  gameType: string;
  nodeId: string;
  stakeMinor: number;
  payoutMinor: number;
}

/**
 * A round's bet and win inside the caller's transaction, in one statement: move the wallet by
 * payout − stake only if the stake is covered, and write the bet (and win) ledger rows with the
 * balances they left, then pay the stake into the member's turnover. The caller makes the round
 * happen once (its round row is unique), so no ledger conflict can arise here. Returns the balance
 * left; a stake not covered throws.
 */
export async function applyRound(tx: Db, round: RoundMoney): Promise<number> {
  const { merchantCode, memberId, roundId, gameType, nodeId, stakeMinor, payoutMinor } = round;
  const written = await queryRows<{ balance_after_minor: string | number }>(
    tx,
    sql`with moved as (
      update ${wallets} set balance_minor = balance_minor + ${payoutMinor - stakeMinor}::bigint, updated_at = now()
      where member_id = ${memberId}::int and balance_minor - ${stakeMinor}::bigint >= 0
      returning balance_minor
    ), entry as (
      select ${merchantCode}::text as merchant_code, ${memberId}::int as member_id, ${roundId}::text as reference,
             ${gameType}::text as game_type, ${nodeId}::text as node_id
    )
    insert into ${ledgerEntries} (merchant_code, member_id, kind, amount_minor, balance_after_minor, reference, game_type, node_id)
    select e.merchant_code, e.member_id, 'bet', ${-stakeMinor}::bigint, m.balance_minor - ${payoutMinor}::bigint, e.reference, e.game_type, e.node_id
      from moved m cross join entry e
    union all
    select e.merchant_code, e.member_id, 'win', ${payoutMinor}::bigint, m.balance_minor, e.reference, e.game_type, e.node_id
      from moved m cross join entry e where ${payoutMinor}::bigint > 0
    returning balance_after_minor`,
  );
  if (written.length === 0) throw new InsufficientBalance();
  await payDownTurnover(tx, memberId, stakeMinor);
  return Math.max(...written.map((row) => Number(row.balance_after_minor)));
}

/**
 * Lock the member's wallet row (FOR UPDATE) in the caller's transaction, making it when the member has
 * none yet: whatever else moves or checks this member's money waits until the transaction ends.
 */
export async function lockWallet(tx: Db, merchantCode: string, memberId: number): Promise<void> {
  const lock = () =>
    tx.select({ id: wallets.memberId }).from(wallets).where(eq(wallets.memberId, memberId)).for('update');
  if ((await lock()).length > 0) return;
  await tx.insert(wallets).values({ memberId, merchantCode }).onConflictDoNothing();
  await lock();
}

export function createWalletRepository(db: Db) {
  return {
    async balance(memberId: number): Promise<number> {
      const [row] = await db
        .select({ balance: wallets.balanceMinor })
        .from(wallets)
        .where(eq(wallets.memberId, memberId));
      return row?.balance ?? 0;
    },

    /** Apply one change in its own transaction (see applyChange). */
    apply(change: LedgerChange): Promise<AppliedChange> {
      return db.transaction((tx) => applyChange(tx, change));
    },

    /** The sum of a member's ledger: always equal to the wallet's balance. */
    async ledgerSum(memberId: number): Promise<number> {
      const [row] = await db
        .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.memberId, memberId));
      return Number(row?.sum ?? 0);
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
