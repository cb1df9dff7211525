import type { AdminWithdrawalsQuery } from '@lobby/contract/admin/withdrawals';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { members, operators, paymentChannels, withdrawalRequests } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
import { dayRange } from '../cashier/merchant-day';
import type { WithdrawalRow } from './withdrawals.repository';

export type QueueFilter = Pick<
  AdminWithdrawalsQuery,
  'status' | 'channelId' | 'username' | 'requestNo' | 'from' | 'to'
>;
export type QueueSort = Pick<AdminWithdrawalsQuery, 'sort' | 'order'>;

export interface QueueRecord extends WithdrawalRow {
  username: string;
  channelNames: { en: string; id: string };
  decidedByName: string | null;
}

const SORT_COLUMNS = {
  createdAt: withdrawalRequests.createdAt,
  amount: withdrawalRequests.amountMinor,
  decidedAt: withdrawalRequests.decidedAt,
} as const;

/** The operator's withdrawal queue of one merchant: filtered, sorted and paged in the database. */
export function createWithdrawalQueueRepository(db: Db) {
  /** Days are the merchant's: `from` and `to` are whole days in its time zone. */
  function whereOf(merchantCode: string, filter: QueueFilter, timeZone: string): SQL | undefined {
    const days = dayRange(filter, timeZone);
    return and(
      eq(withdrawalRequests.merchantCode, merchantCode),
      filter.status ? eq(withdrawalRequests.status, filter.status) : undefined,
      filter.channelId ? eq(withdrawalRequests.channelId, filter.channelId) : undefined,
      filter.username ? ilike(members.username, containsPattern(filter.username)) : undefined,
      filter.requestNo ? eq(withdrawalRequests.requestNo, filter.requestNo.toUpperCase()) : undefined,
      days.from ? gte(withdrawalRequests.createdAt, days.from) : undefined,
      days.to ? lt(withdrawalRequests.createdAt, days.to) : undefined,
    );
  }

  const base = () =>
    db
      .select({
        row: withdrawalRequests,
        username: members.username,
        channelNames: paymentChannels.names,
        decidedByName: operators.username,
      })
      .from(withdrawalRequests)
      .innerJoin(members, eq(members.id, withdrawalRequests.memberId))
      .innerJoin(paymentChannels, eq(paymentChannels.id, withdrawalRequests.channelId))
      .leftJoin(operators, eq(operators.id, withdrawalRequests.decidedBy));

  const flat = ({
    row,
    ...rest
  }: {
    row: WithdrawalRow;
    username: string;
    channelNames: { en: string; id: string };
    decidedByName: string | null;
  }): QueueRecord => ({ ...row, ...rest });

  return {
    async one(merchantCode: string, id: number): Promise<QueueRecord | undefined> {
      const [found] = await base().where(
        and(eq(withdrawalRequests.merchantCode, merchantCode), eq(withdrawalRequests.id, id)),
      );
      return found && flat(found);
    },

    /**
     * Per day (the merchant's time zone) and channel: paid requests on the day paid (count, amount, fee,
     * payout), pending ones on the day requested, rejected ones on the day rejected; within [from, to).
     */
    async dailyTotals(merchantCode: string, timeZone: string, from: Date, to: Date) {
      const on = sql`coalesce(${withdrawalRequests.decidedAt}, ${withdrawalRequests.createdAt})`;
      const of = (status: string) => sql`filter (where ${withdrawalRequests.status} = ${status})`;
      const total = (column: AnyPgColumn, status: string) =>
        sql<string>`coalesce(sum(${column}) ${of(status)}, 0)::text`;
      return (
        db
          .select({
            day: sql<string>`to_char(${on} at time zone ${timeZone}, 'YYYY-MM-DD')`,
            channelId: withdrawalRequests.channelId,
            paidCount: sql<number>`(count(*) ${of('paid')})::int`,
            paidMinor: total(withdrawalRequests.amountMinor, 'paid'),
            feeMinor: total(withdrawalRequests.feeMinor, 'paid'),
            payoutMinor: total(withdrawalRequests.payoutMinor, 'paid'),
            pendingCount: sql<number>`(count(*) ${of('pending')})::int`,
            pendingMinor: total(withdrawalRequests.amountMinor, 'pending'),
            rejectedCount: sql<number>`(count(*) ${of('rejected')})::int`,
            rejectedMinor: total(withdrawalRequests.amountMinor, 'rejected'),
          })
          .from(withdrawalRequests)
          .where(
            and(
              eq(withdrawalRequests.merchantCode, merchantCode),
              inArray(withdrawalRequests.status, ['paid', 'pending', 'rejected']),
              gte(on, from),
              lt(on, to),
            ),
          )
          // By position: the day expression carries the time zone as a parameter, so it cannot be repeated.
          .groupBy(sql`1`, withdrawalRequests.channelId)
          .orderBy(sql`1`, withdrawalRequests.channelId)
      );
    },

    async page(
      merchantCode: string,
      filter: QueueFilter,
      sort: QueueSort,
      timeZone: string,
      slice: { offset: number; limit: number },
    ): Promise<{ totalCount: number; totalAmountMinor: number; rows: QueueRecord[] }> {
      const where = whereOf(merchantCode, filter, timeZone);
      const [totals] = await db
        .select({ n: count(), amount: sum(withdrawalRequests.amountMinor) })
        .from(withdrawalRequests)
        .innerJoin(members, eq(members.id, withdrawalRequests.memberId))
        .where(where);
      const column = SORT_COLUMNS[sort.sort];
      const direction = sort.order === 'asc' ? asc : desc;
      const rows = await base()
        .where(where)
        .orderBy(
          sort.sort === 'decidedAt' ? sql`${column} ${sql.raw(sort.order)} nulls last` : direction(column),
          direction(withdrawalRequests.id),
        )
        .offset(slice.offset)
        .limit(slice.limit);
      return {
        totalCount: totals?.n ?? 0,
        totalAmountMinor: Number(totals?.amount ?? 0),
        rows: rows.map(flat),
      };
    },
  };
}
export type WithdrawalQueueRepository = ReturnType<typeof createWithdrawalQueueRepository>;
