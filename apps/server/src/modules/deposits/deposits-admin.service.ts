import type {
  AdminCashierTotals,
  AdminDeposit,
  AdminDepositsPage,
  AdminDepositsQuery,
} from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { formatAmount, isGatewayKind } from '@lobby/contract/cashier';
import { ApiError } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import type { CashierService } from '../cashier/cashier.service';
import type { Merchant } from '../site/merchant-directory';
import { DEFAULT_CURRENCY } from '../site/site.service';
import type { DepositsRepository, OrderView, QueueFilter } from './deposits.repository';
import type { DepositsService } from './deposits.service';

/** The most rows one CSV export carries. */
export const CSV_MAX_ROWS = 10_000;
const DAY_MS = 86_400_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toAdminDeposit({ order, channelNames, username }: OrderView): AdminDeposit {
  const money = (minor: number) => formatAmount(minor, order.currency);
  const manual = !isGatewayKind(order.kind);
  return {
    orderNo: order.orderNo,
    memberId: order.memberId,
    username,
    channelId: order.channelId,
    channelNames,
    kind: order.kind,
    manual,
    status: order.status,
    currency: order.currency,
    amount: money(order.amountMinor),
    fee: money(order.feeMinor),
    credit: money(order.creditMinor),
    sender: order.sender,
    receivingAccount: order.receivingAccount,
    receiptUrl: order.receiptKey ? `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/receipt` : null,
    paymentId: order.paymentId,
    reason: order.reason,
    reviewedBy: order.reviewedBy,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    creditedAt: iso(order.creditedAt),
  };
}

/** A day (YYYY-MM-DD) in a time zone → the UTC instant it starts at. */
export function dayStart(day: string, timeZone: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  const local = new Date(utc.toLocaleString('en-US', { timeZone }));
  const asUtc = new Date(utc.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(utc.getTime() - (local.getTime() - asUtc.getTime()));
}

/** Today in a time zone, as YYYY-MM-DD. */
const today = (timeZone: string, now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

interface Deps {
  repository: DepositsRepository;
  deposits: DepositsService;
  cashier: CashierService;
  audited: AuditedWrites;
  now?: () => Date;
}

/** The finance team's deposit queue: filters, approval and rejection of manual orders, daily totals. */
export function createDepositsAdminService({ repository, deposits, cashier, audited, now = () => new Date() }: Deps) {
  function filterOf(merchant: Merchant, query: AdminDepositsQuery): QueueFilter {
    const timeZone = merchant.settings.timeZone ?? 'UTC';
    return {
      merchantCode: merchant.code,
      status: query.status,
      channelId: query.channelId,
      username: query.username,
      from: query.from ? dayStart(query.from, timeZone) : undefined,
      to: query.to ? dayStart(addDays(query.to, 1), timeZone) : undefined,
    };
  }

  /** A manual order of this merchant (another merchant's: not found; a gateway's: only its callback settles it). */
  async function manualOrder(merchantCode: string, orderNo: string) {
    const found = await deposits.fresh(await deposits.view(merchantCode, orderNo));
    if (isGatewayKind(found.order.kind))
      throw new ApiError('deposit.already.settled', 'A gateway deposit is settled by its gateway.');
    return found.order;
  }

  return {
    async queue(merchant: Merchant, query: AdminDepositsQuery): Promise<AdminDepositsPage> {
      await repository.expireOverdue();
      const { rows, total } = await repository.queue(
        filterOf(merchant, query),
        query.sort,
        query.order,
        pageOffset(query.pageNo, query.pageSize),
        query.pageSize,
      );
      return {
        list: rows.map(toAdminDeposit),
        pageNum: query.pageNo,
        totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
        totalCount: total,
      };
    },

    /** The same filters and order, every row up to CSV_MAX_ROWS. */
    async export(merchant: Merchant, query: AdminDepositsQuery): Promise<AdminDeposit[]> {
      const { rows } = await repository.queue(filterOf(merchant, query), query.sort, query.order, 0, CSV_MAX_ROWS);
      return rows.map(toAdminDeposit);
    },

    async detail(merchantCode: string, orderNo: string): Promise<AdminDeposit> {
      return toAdminDeposit(await deposits.fresh(await deposits.view(merchantCode, orderNo)));
    },

    /**
     * Credit a manual order the money of which arrived: from pending, or expired (the transfer came
     * late). Of an approval and a rejection racing, one wins; the other gets deposit.already.settled.
     */
    async approve(actor: Actor, orderNo: string): Promise<AdminDeposit> {
      await manualOrder(actor.merchantCode, orderNo);
      const credited = await audited.write(
        actor,
        ({ tx, merchantCode }) =>
          deposits.creditIn(tx, { merchantCode, orderNo }, ['pending', 'expired'], actor.operatorId),
        (row) =>
          row && {
            action: 'deposit.approve',
            targetType: 'deposit',
            targetId: orderNo,
            detail: { memberId: row.memberId, amountMinor: row.amountMinor, creditMinor: row.creditMinor },
          },
        UNPUBLISHED,
      );
      if (!credited) throw new ApiError('deposit.already.settled');
      return this.detail(actor.merchantCode, orderNo);
    },

    async reject(actor: Actor, orderNo: string, reason: string): Promise<AdminDeposit> {
      await manualOrder(actor.merchantCode, orderNo);
      const rejected = await audited.write(
        actor,
        ({ tx, merchantCode }) =>
          repository.transition(
            { merchantCode, orderNo },
            ['pending', 'expired'],
            'rejected',
            { reason, reviewedBy: actor.operatorId },
            tx,
          ),
        (row) =>
          row && {
            action: 'deposit.reject',
            targetType: 'deposit',
            targetId: orderNo,
            detail: { memberId: row.memberId, amountMinor: row.amountMinor, reason },
          },
        UNPUBLISHED,
      );
      if (!rejected) throw new ApiError('deposit.already.settled');
      return this.detail(actor.merchantCode, orderNo);
    },

    /** Credited deposits per day and channel; the withdrawal rows are joined in beside them. */
    async totals(
      merchant: Merchant,
      range: { from?: string | undefined; to?: string | undefined },
    ): Promise<AdminCashierTotals> {
      const timeZone = merchant.settings.timeZone ?? 'UTC';
      const currency = merchant.settings.currency ?? DEFAULT_CURRENCY;
      const to = range.to ?? today(timeZone, now());
      const from = range.from ?? addDays(to, -6);
      if (from > to) throw new ApiError('request.invalid', 'from: must not be after to', 'from');
      const [rows, channels] = await Promise.all([
        repository.dailyTotals(merchant.code, timeZone, dayStart(from, timeZone), dayStart(addDays(to, 1), timeZone)),
        cashier.allChannels(merchant.code),
      ]);
      const byId = new Map(channels.map((channel) => [channel.id, channel]));
      return {
        currency,
        timeZone,
        from,
        to,
        rows: rows.map((row) => {
          const channel = byId.get(row.channelId);
          const money = (minor: string) => formatAmount(Number(minor), channel?.currency ?? currency);
          return {
            day: row.day,
            direction: 'deposit' as const,
            channelId: row.channelId,
            channelNames: channel?.names ?? { en: '', id: '' },
            kind: channel?.kind ?? '',
            count: row.count,
            amount: money(row.amountMinor),
            fee: money(row.feeMinor),
            net: money(row.creditMinor),
          };
        }),
      };
    },
  };
}
export type DepositsAdminService = ReturnType<typeof createDepositsAdminService>;
