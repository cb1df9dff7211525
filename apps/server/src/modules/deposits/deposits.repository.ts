import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DepositStatus } from '@lobby/contract/deposits';
import type { Db } from '../../db/client';
import { depositOrders, members, paymentCallbacks, paymentChannels } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';
import { containsPattern } from '../../lib/like';
import { applyChangeInTransaction, lockWallet } from '../wallet/wallet.repository';

export type OrderRow = typeof depositOrders.$inferSelect;
export type NewOrder = typeof depositOrders.$inferInsert;
export type NewCallback = typeof paymentCallbacks.$inferInsert;

/** An order with its channel's names and its member's username (for both the member's and the queue's views). */
const view = {
  order: depositOrders,
  channelNames: paymentChannels.names,
  feeRule: paymentChannels.fee,
  username: members.username,
};

export interface QueueFilter {
  merchantCode: string;
  status?: DepositStatus | undefined;
  channelId?: number | undefined;
  username?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}
export type QueueSort = 'createdAt' | 'amount';

export function createDepositsRepository(db: Db) {
  const select = (executor: Db | Tx = db) =>
    executor
      .select(view)
      .from(depositOrders)
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      .innerJoin(members, eq(members.id, depositOrders.memberId));

  const queueWhere = (filter: QueueFilter): SQL | undefined =>
    and(
      eq(depositOrders.merchantCode, filter.merchantCode),
      filter.status ? eq(depositOrders.status, filter.status) : undefined,
      filter.channelId ? eq(depositOrders.channelId, filter.channelId) : undefined,
      filter.username ? ilike(members.username, containsPattern(filter.username)) : undefined,
      filter.from ? gte(depositOrders.createdAt, filter.from) : undefined,
      filter.to ? lt(depositOrders.createdAt, filter.to) : undefined,
    );

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** Run `work` holding the member's wallet row: a member's new orders are checked and made one at a time. */
    inMemberLock<T>(merchantCode: string, memberId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockWallet(tx, merchantCode, memberId);
        return work(tx);
      });
    },

    /** A new order; undefined when its orderNo is taken (the caller draws another). */
    async insert(order: NewOrder, on: Db | Tx = db): Promise<OrderRow | undefined> {
      const [row] = await on.insert(depositOrders).values(order).onConflictDoNothing().returning();
      return row;
    },

    async setPayment(id: number, payment: { paymentId: string; payUrl: string; qrData: string | null }) {
      await db
        .update(depositOrders)
        .set({ ...payment, updatedAt: sql`now()` })
        .where(eq(depositOrders.id, id));
    },

    async byOrderNo(merchantCode: string, orderNo: string, executor: Db | Tx = db) {
      const [row] = await select(executor)
        .where(and(eq(depositOrders.merchantCode, merchantCode), eq(depositOrders.orderNo, orderNo)))
        .limit(1);
      return row;
    },

    /** One member's orders, newest first, by status when asked. */
    async ofMember(memberId: number, status: DepositStatus | undefined, offset: number, limit: number) {
      const where = and(eq(depositOrders.memberId, memberId), status ? eq(depositOrders.status, status) : undefined);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(depositOrders).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The operator's queue: filtered, sorted on the server, paged. */
    async queue(filter: QueueFilter, sort: QueueSort, direction: 'asc' | 'desc', offset: number, limit: number) {
      const where = queueWhere(filter);
      const column = sort === 'amount' ? depositOrders.amountMinor : depositOrders.createdAt;
      const order = direction === 'asc' ? [asc(column), asc(depositOrders.id)] : [desc(column), desc(depositOrders.id)];
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...order)
          .offset(offset)
          .limit(limit),
        db
          .select({ n: count() })
          .from(depositOrders)
          .innerJoin(members, eq(members.id, depositOrders.memberId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Move an order from one of `from` to `to` (one conditional statement: of two racing changes one
     * wins, on any number of servers). The changed row, or undefined when it was no longer in `from`.
     */
    async transition(
      where: { merchantCode: string; orderNo: string; memberId?: number | undefined },
      from: readonly DepositStatus[],
      to: DepositStatus,
      extra: { reason?: string; reviewedBy?: number | null | undefined } = {},
      executor: Db | Tx = db,
    ): Promise<OrderRow | undefined> {
      const [row] = await executor
        .update(depositOrders)
        .set({
          status: to,
          updatedAt: sql`now()`,
          ...(to === 'credited' ? { creditedAt: sql`now()` } : {}),
          ...(extra.reason === undefined ? {} : { reason: extra.reason }),
          ...(extra.reviewedBy === undefined ? {} : { reviewedBy: extra.reviewedBy }),
        })
        .where(
          and(
            eq(depositOrders.merchantCode, where.merchantCode),
            eq(depositOrders.orderNo, where.orderNo),
            where.memberId === undefined ? undefined : eq(depositOrders.memberId, where.memberId),
            inArray(depositOrders.status, [...from]),
          ),
        )
        .returning();
      return row;
    },

    /** The order's ledger row, in the caller's transaction: kind deposit, reference deposit:<orderNo>. */
    creditLedger(tx: Tx, order: OrderRow) {
      return applyChangeInTransaction(tx, {
        merchantCode: order.merchantCode,
        memberId: order.memberId,
        kind: 'deposit',
        amountMinor: order.creditMinor,
        reference: `deposit:${order.orderNo}`,
      });
    },

    /**
     * Expire overdue pending orders (one conditional statement); how many. Every merchant's (the sweeper),
     * or only one merchant's or one member's when a read wants its own list fresh.
     */
    async expireOverdue(scope: { merchantCode?: string; memberId?: number } = {}): Promise<number> {
      const rows = await db
        .update(depositOrders)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(
          and(
            eq(depositOrders.status, 'pending'),
            lt(depositOrders.expiresAt, sql`now()`),
            scope.merchantCode === undefined ? undefined : eq(depositOrders.merchantCode, scope.merchantCode),
            scope.memberId === undefined ? undefined : eq(depositOrders.memberId, scope.memberId),
          ),
        )
        .returning({ id: depositOrders.id });
      return rows.length;
    },

    /** The member's order made under this Idempotency-Key in the last 24 hours. */
    async byIdempotencyKey(memberId: number, key: string, on: Db | Tx = db) {
      const [row] = await on
        .select({
          merchantCode: depositOrders.merchantCode,
          orderNo: depositOrders.orderNo,
          requestHash: depositOrders.requestHash,
        })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.idempotencyKey, key),
            gt(depositOrders.createdAt, sql`now() - interval '24 hours'`),
          ),
        );
      return row;
    },

    /** A key older than 24 hours is free again: its old order lets go of it (the unique index holds live keys). */
    async releaseStaleKey(memberId: number, key: string, on: Db | Tx = db): Promise<void> {
      await on
        .update(depositOrders)
        .set({ idempotencyKey: null })
        .where(
          and(
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.idempotencyKey, key),
            lte(depositOrders.createdAt, sql`now() - interval '24 hours'`),
          ),
        );
    },

    /** Attach a receipt to a pending manual order of this member; the key it replaces, or undefined when refused. */
    async setReceipt(merchantCode: string, memberId: number, orderNo: string, key: string, type: string) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: depositOrders.id, old: depositOrders.receiptKey })
          .from(depositOrders)
          .where(
            and(
              eq(depositOrders.merchantCode, merchantCode),
              eq(depositOrders.memberId, memberId),
              eq(depositOrders.orderNo, orderNo),
              eq(depositOrders.status, 'pending'),
            ),
          )
          .for('update');
        if (!current) return undefined;
        await tx
          .update(depositOrders)
          .set({ receiptKey: key, receiptType: type, updatedAt: sql`now()` })
          .where(eq(depositOrders.id, current.id));
        return { replaced: current.old };
      });
    },

    async recordCallback(row: NewCallback): Promise<void> {
      await db.insert(paymentCallbacks).values({ ...row, body: row.body.slice(0, 4096) });
    },

    /** Credited deposits per day (in the merchant's time zone) and channel, within [from, to). */
    async dailyTotals(merchantCode: string, timeZone: string, from: Date, to: Date) {
      const day = sql<string>`to_char(${depositOrders.creditedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
      return (
        db
          .select({
            day,
            channelId: depositOrders.channelId,
            count: sql<number>`count(*)::int`,
            amountMinor: sql<string>`sum(${depositOrders.amountMinor})::text`,
            feeMinor: sql<string>`sum(${depositOrders.feeMinor})::text`,
            creditMinor: sql<string>`sum(${depositOrders.creditMinor})::text`,
          })
          .from(depositOrders)
          .where(
            and(
              eq(depositOrders.merchantCode, merchantCode),
              eq(depositOrders.status, 'credited'),
              gte(depositOrders.creditedAt, from),
              lt(depositOrders.creditedAt, to),
            ),
          )
          // By position: the day expression carries the time zone as a parameter, so it cannot be repeated.
          .groupBy(sql`1`, depositOrders.channelId)
          .orderBy(sql`1`, depositOrders.channelId)
      );
    },
  };
}
export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
export type OrderView = NonNullable<Awaited<ReturnType<DepositsRepository['byOrderNo']>>>;
