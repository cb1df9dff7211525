import {
  CASHIER_CSV_MAX_ROWS,
  type AdminDeposit,
  type AdminDepositsPage,
  type AdminDepositsQuery,
} from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { formatAmount, isGatewayKind } from '@lobby/contract/cashier';
import { ApiError } from '../../lib/envelope';
import { pageOffset } from '../../lib/paging';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import { dayRange, timeZoneOf } from '../cashier/merchant-day';
import type { Merchant } from '../site/merchant-directory';
import type { DepositsRepository, OrderView, QueueFilter } from './deposits.repository';
import type { DepositsService } from './deposits.service';

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

interface Deps {
  repository: DepositsRepository;
  deposits: DepositsService;
  audited: AuditedWrites;
}

/** The finance team's deposit queue: filters, approval and rejection of manual orders. */
export function createDepositsAdminService({ repository, deposits, audited }: Deps) {
  function filterOf(merchant: Merchant, query: AdminDepositsQuery): QueueFilter {
    return {
      merchantCode: merchant.code,
      status: query.status,
      channelId: query.channelId,
      username: query.username,
      ...dayRange(query, timeZoneOf(merchant)),
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
      // This merchant's overdue orders only: the sweeper handles the others.
      await repository.expireOverdue({ merchantCode: merchant.code });
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

    /** The same filters and order, every row up to CASHIER_CSV_MAX_ROWS. */
    async export(merchant: Merchant, query: AdminDepositsQuery): Promise<AdminDeposit[]> {
      const filter = filterOf(merchant, query);
      const { rows } = await repository.queue(filter, query.sort, query.order, 0, CASHIER_CSV_MAX_ROWS);
      return rows.map(toAdminDeposit);
    },

    async detail(merchantCode: string, orderNo: string): Promise<AdminDeposit> {
      return toAdminDeposit(await deposits.fresh(await deposits.view(merchantCode, orderNo)));
    },

    /**
     * Credit a manual order the money of which arrived: from pending, expired (the transfer came late) or
     * cancelled (the member transferred, then cancelled the order: the money still came). Of an approval
     * and a rejection racing, one wins; the other gets deposit.already.settled.
     */
    async approve(actor: Actor, orderNo: string): Promise<AdminDeposit> {
      await manualOrder(actor.merchantCode, orderNo);
      const credited = await audited.write(
        actor,
        ({ tx, merchantCode }) =>
          deposits.creditIn(tx, { merchantCode, orderNo }, ['pending', 'expired', 'cancelled'], actor.operatorId),
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
  };
}
export type DepositsAdminService = ReturnType<typeof createDepositsAdminService>;
