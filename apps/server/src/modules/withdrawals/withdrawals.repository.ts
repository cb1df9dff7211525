import type { WithdrawalStatus } from '@lobby/contract/withdrawals';
import { and, count, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { paymentChannels, wallets, withdrawalRequests, type PayoutAccountSnapshot } from '../../db/schema/index';
import { applyChangeInTransaction } from '../wallet/wallet.repository';

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect;
/** A request with its channel's names (the member's list and the queue show them). */
export type WithdrawalRecord = WithdrawalRow & { channelNames: { en: string; id: string } };

export interface NewWithdrawal {
  requestNo: string;
  merchantCode: string;
  memberId: number;
  channelId: number;
  payoutAccountId: number;
  account: PayoutAccountSnapshot;
  amountMinor: number;
  feeMinor: number;
  payoutMinor: number;
}

/** What a decision writes besides the status. */
export interface Decision {
  status: Exclude<WithdrawalStatus, 'pending'>;
  payoutReference?: string;
  rejectReason?: string;
  decidedBy?: number;
}

/** Requests that count towards the day's limits: the ones not given back. */
const COUNTED: WithdrawalStatus[] = ['pending', 'paid'];
export const holdReference = (requestNo: string) => `withdrawal:${requestNo}`;

export function createWithdrawalsRepository(db: Db) {
  const selection = { row: withdrawalRequests, channelNames: paymentChannels.names };
  const toRecord = ({ row, channelNames }: { row: WithdrawalRow; channelNames: { en: string; id: string } }) => ({
    ...row,
    channelNames,
  });

  return {
    /**
     * Run `work` holding the member's wallet row locked (FOR UPDATE), with the balance it holds:
     * every withdrawal of a member, on any instance, checks and holds one after another.
     */
    inWalletLock<T>(merchantCode: string, memberId: number, work: (tx: Tx, balanceMinor: number) => Promise<T>) {
      return db.transaction(async (tx) => {
        await tx.insert(wallets).values({ memberId, merchantCode }).onConflictDoNothing();
        const [wallet] = await tx
          .select({ balance: wallets.balanceMinor })
          .from(wallets)
          .where(eq(wallets.memberId, memberId))
          .for('update');
        return work(tx, wallet?.balance ?? 0);
      });
    },

    async balance(memberId: number): Promise<number> {
      const [row] = await db
        .select({ balance: wallets.balanceMinor })
        .from(wallets)
        .where(eq(wallets.memberId, memberId));
      return row?.balance ?? 0;
    },

    /** A member's pending and paid requests made since `since` (the start of its merchant's day): how many, how much. */
    async since(memberId: number, since: Date, on: Db | Tx = db): Promise<{ count: number; amountMinor: number }> {
      const [row] = await on
        .select({ n: count(), total: sum(withdrawalRequests.amountMinor) })
        .from(withdrawalRequests)
        .where(
          and(
            eq(withdrawalRequests.memberId, memberId),
            inArray(withdrawalRequests.status, COUNTED),
            gte(withdrawalRequests.createdAt, since),
          ),
        );
      return { count: row?.n ?? 0, amountMinor: Number(row?.total ?? 0) };
    },

    /** The request and its hold (a 'withdrawal' ledger row out of the balance), in the caller's transaction. */
    async insertWithHold(tx: Tx, request: NewWithdrawal): Promise<WithdrawalRow> {
      const [row] = await tx.insert(withdrawalRequests).values(request).returning();
      if (!row) throw new Error('withdrawal insert returned nothing');
      await applyChangeInTransaction(tx, {
        merchantCode: request.merchantCode,
        memberId: request.memberId,
        kind: 'withdrawal',
        amountMinor: -request.amountMinor,
        reference: holdReference(request.requestNo),
      });
      return row;
    },

    /**
     * Move a pending request to its decision, once: a conditional update, so of two decisions at
     * the same time one finds it pending and the other nothing (undefined). A rejection or a
     * cancellation gives the hold back with a 'withdrawal_release' row in the same transaction.
     */
    async decide(tx: Tx, where: { merchantCode: string; id: number; memberId?: number }, decision: Decision) {
      const [row] = await tx
        .update(withdrawalRequests)
        .set({ ...decision, decidedAt: sql`now()` })
        .where(
          and(
            eq(withdrawalRequests.merchantCode, where.merchantCode),
            eq(withdrawalRequests.id, where.id),
            where.memberId === undefined ? undefined : eq(withdrawalRequests.memberId, where.memberId),
            eq(withdrawalRequests.status, 'pending'),
          ),
        )
        .returning();
      if (row && decision.status !== 'paid') {
        await applyChangeInTransaction(tx, {
          merchantCode: row.merchantCode,
          memberId: row.memberId,
          kind: 'withdrawal_release',
          amountMinor: row.amountMinor,
          reference: holdReference(row.requestNo),
        });
      }
      return row;
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async byNo(merchantCode: string, memberId: number, requestNo: string): Promise<WithdrawalRecord | undefined> {
      const [found] = await db
        .select(selection)
        .from(withdrawalRequests)
        .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawalRequests.channelId))
        .where(
          and(
            eq(withdrawalRequests.merchantCode, merchantCode),
            eq(withdrawalRequests.memberId, memberId),
            eq(withdrawalRequests.requestNo, requestNo),
          ),
        );
      return found && toRecord(found);
    },

    async byId(merchantCode: string, id: number): Promise<WithdrawalRow | undefined> {
      const [row] = await db
        .select()
        .from(withdrawalRequests)
        .where(and(eq(withdrawalRequests.merchantCode, merchantCode), eq(withdrawalRequests.id, id)));
      return row;
    },

    /** A member's requests, newest first, one page. */
    async mine(
      merchantCode: string,
      memberId: number,
      status: WithdrawalStatus | undefined,
      slice: { offset: number; limit: number },
    ): Promise<{ totalCount: number; rows: WithdrawalRecord[] }> {
      const where = and(
        eq(withdrawalRequests.merchantCode, merchantCode),
        eq(withdrawalRequests.memberId, memberId),
        status ? eq(withdrawalRequests.status, status) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(withdrawalRequests).where(where);
      const rows = await db
        .select(selection)
        .from(withdrawalRequests)
        .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawalRequests.channelId))
        .where(where)
        .orderBy(desc(withdrawalRequests.id))
        .offset(slice.offset)
        .limit(slice.limit);
      return { totalCount: total?.n ?? 0, rows: rows.map(toRecord) };
    },
  };
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
