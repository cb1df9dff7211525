import type { AdminCashierTotals } from '@lobby/contract/admin/cashier';
import { formatAmount } from '@lobby/contract/cashier';
import { ApiError } from '../../lib/envelope';
import type { CashierService } from '../cashier/cashier.service';
import { addDays, dayRange, timeZoneOf, today } from '../cashier/merchant-day';
import type { Merchant } from '../site/merchant-directory';
import { DEFAULT_CURRENCY } from '../site/site.service';
import type { WithdrawalQueueService } from '../withdrawals/withdrawal-queue.service';
import type { DepositsRepository } from './deposits.repository';

type Row = AdminCashierTotals['rows'][number];

interface Deps {
  deposits: Pick<DepositsRepository, 'dailyTotals'>;
  withdrawals: Pick<WithdrawalQueueService, 'dailyTotals'>;
  cashier: Pick<CashierService, 'allChannels'>;
  now?: () => Date;
}

/**
 * The daily totals per channel over days of the merchant's time zone (default the last 7): credited
 * deposits, and withdrawals paid, pending and rejected with their fees.
 */
export function createCashierTotals({ deposits, withdrawals, cashier, now = () => new Date() }: Deps) {
  return async function totals(
    merchant: Merchant,
    range: { from?: string | undefined; to?: string | undefined },
  ): Promise<AdminCashierTotals> {
    const timeZone = timeZoneOf(merchant);
    const currency = merchant.settings.currency ?? DEFAULT_CURRENCY;
    const to = range.to ?? today(timeZone, now());
    const from = range.from ?? addDays(to, -6);
    if (from > to) throw new ApiError('request.invalid', 'from: must not be after to', 'from');
    const span = dayRange({ from, to }, timeZone) as { from: Date; to: Date };
    const [depositRows, withdrawalRows, channels] = await Promise.all([
      deposits.dailyTotals(merchant.code, timeZone, span.from, span.to),
      withdrawals.dailyTotals(merchant.code, timeZone, span.from, span.to),
      cashier.allChannels(merchant.code),
    ]);
    const byId = new Map(channels.map((channel) => [channel.id, channel]));
    const channelOf = (channelId: number) => {
      const channel = byId.get(channelId);
      const money = (minor: string | number) => formatAmount(Number(minor), channel?.currency ?? currency);
      return { channelId, channelNames: channel?.names ?? { en: '', id: '' }, kind: channel?.kind ?? '', money };
    };
    const rows: Row[] = [
      ...depositRows.map((row) => {
        const { money, ...channel } = channelOf(row.channelId);
        return {
          day: row.day,
          direction: 'deposit' as const,
          ...channel,
          count: row.count,
          amount: money(row.amountMinor),
          fee: money(row.feeMinor),
          net: money(row.creditMinor),
          pending: null,
          rejected: null,
        };
      }),
      ...withdrawalRows.map((row) => {
        const { money, ...channel } = channelOf(row.channelId);
        return {
          day: row.day,
          direction: 'withdrawal' as const,
          ...channel,
          count: row.paidCount,
          amount: money(row.paidMinor),
          fee: money(row.feeMinor),
          net: money(row.payoutMinor),
          pending: { count: row.pendingCount, amount: money(row.pendingMinor) },
          rejected: { count: row.rejectedCount, amount: money(row.rejectedMinor) },
        };
      }),
    ];
    rows.sort(
      (a, b) => a.day.localeCompare(b.day) || a.direction.localeCompare(b.direction) || a.channelId - b.channelId,
    );
    return { currency, timeZone, from, to, rows };
  };
}
export type CashierTotals = ReturnType<typeof createCashierTotals>;
