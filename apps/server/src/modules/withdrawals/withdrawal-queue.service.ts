import { CASHIER_CSV_MAX_ROWS } from '@lobby/contract/admin/cashier';
import {
  type AdminWithdrawal,
  type AdminWithdrawals,
  type AdminWithdrawalsQuery,
} from '@lobby/contract/admin/withdrawals';
import { formatAmount } from '@lobby/contract/cashier';
import { ApiError } from '../../lib/envelope';
import { pageWindow } from '../../lib/paging';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import { timeZoneOf } from '../cashier/merchant-day';
import type { Merchant } from '../site/merchant-directory';
import type { WithdrawalQueueRepository } from './withdrawal-queue.repository';
import { currencyOf, toAdminWithdrawal, withdrawalsCsv } from './withdrawals.mapping';
import type { Decision, WithdrawalsRepository } from './withdrawals.repository';

interface Deps {
  queue: WithdrawalQueueRepository;
  requests: WithdrawalsRepository;
  audited: AuditedWrites;
}

/**
 * The withdrawal queue as finance works it. Approving marks a request paid (the hold stays: the
 * money left); rejecting gives the hold back. Either is one conditional update, so of an approve
 * and a reject at once exactly one wins and the other answers withdrawal.decided.
 */
export function createWithdrawalQueueService({ queue, requests, audited }: Deps) {
  async function decide(actor: Actor, merchant: Merchant, id: number, decision: Decision): Promise<AdminWithdrawal> {
    const verb = decision.status === 'paid' ? 'approve' : 'reject';
    const decided = await audited.write(
      actor,
      ({ tx, merchantCode }) =>
        requests.decide(tx, { merchantCode, id }, { ...decision, decidedBy: actor.operatorId ?? undefined }),
      (row) =>
        row && {
          action: `withdrawal.${verb}`,
          targetType: 'withdrawal',
          targetId: row.id,
          detail: {
            requestNo: row.requestNo,
            memberId: row.memberId,
            amount: formatAmount(row.amountMinor, currencyOf(merchant)),
            ...(decision.payoutReference ? { payoutReference: decision.payoutReference } : {}),
            ...(decision.rejectReason ? { reason: decision.rejectReason } : {}),
          },
        },
      UNPUBLISHED,
    );
    if (!decided) {
      throw new ApiError((await requests.byId(merchant.code, id)) ? 'withdrawal.decided' : 'withdrawal.not.found');
    }
    const row = await queue.one(merchant.code, decided.id);
    if (!row) throw new ApiError('withdrawal.not.found');
    return toAdminWithdrawal(row, currencyOf(merchant));
  }

  return {
    async list(merchant: Merchant, query: AdminWithdrawalsQuery): Promise<AdminWithdrawals> {
      const offset = (query.pageNo - 1) * query.pageSize;
      const { totalCount, totalAmountMinor, rows } = await queue.page(
        merchant.code,
        query,
        query,
        timeZoneOf(merchant),
        {
          offset,
          limit: query.pageSize,
        },
      );
      const { pageNum, totalPages } = pageWindow(totalCount, query.pageNo, query.pageSize);
      const currency = currencyOf(merchant);
      return {
        list: rows.map((row) => toAdminWithdrawal(row, currency)),
        pageNum,
        totalPages,
        totalCount,
        totalAmount: formatAmount(totalAmountMinor, currency),
      };
    },

    /** The filtered queue (no paging, at most CASHIER_CSV_MAX_ROWS rows) as CSV. */
    async csv(merchant: Merchant, query: AdminWithdrawalsQuery): Promise<string> {
      const { rows } = await queue.page(merchant.code, query, query, timeZoneOf(merchant), {
        offset: 0,
        limit: CASHIER_CSV_MAX_ROWS,
      });
      const currency = currencyOf(merchant);
      return withdrawalsCsv(rows.map((row) => toAdminWithdrawal(row, currency)));
    },

    /** The daily totals' withdrawal figures (see the repository), minor units. */
    dailyTotals: queue.dailyTotals,

    approve: (actor: Actor, merchant: Merchant, id: number, payoutReference: string) =>
      decide(actor, merchant, id, { status: 'paid', payoutReference }),

    reject: (actor: Actor, merchant: Merchant, id: number, reason: string) =>
      decide(actor, merchant, id, { status: 'rejected', rejectReason: reason }),
  };
}
export type WithdrawalQueueService = ReturnType<typeof createWithdrawalQueueService>;
