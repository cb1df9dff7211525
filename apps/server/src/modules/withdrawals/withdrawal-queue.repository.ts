import type { AdminWithdrawalsQuery } from '@lobby/contract/admin/withdrawals';
import { and, asc, count, desc, eq, gte, ilike, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, operators, paymentChannels, withdrawalRequests } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';
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
    const dayStart = (day: string, plus = 0) =>
      sql`((${day}::date + ${plus}::int)::timestamp at time zone ${timeZone})`;
    return and(
      eq(withdrawalRequests.merchantCode, merchantCode),
      filter.status ? eq(withdrawalRequests.status, filter.status) : undefined,
      filter.channelId ? eq(withdrawalRequests.channelId, filter.channelId) : undefined,
      filter.username ? ilike(members.username, containsPattern(filter.username)) : undefined,
      filter.requestNo ? eq(withdrawalRequests.requestNo, filter.requestNo.toUpperCase()) : undefined,
      filter.from ? gte(withdrawalRequests.createdAt, dayStart(filter.from)) : undefined,
      filter.to ? lt(withdrawalRequests.createdAt, dayStart(filter.to, 1)) : undefined,
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
