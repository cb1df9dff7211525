import { queryOptions } from '@tanstack/react-query';
import type { AdminCashierTotals, AdminChannel, AdminDepositsPage } from '@lobby/contract/admin/cashier';
import type { AdminWithdrawals } from '@lobby/contract/admin/withdrawals';
import type { ChannelDirection } from '@lobby/contract/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';
import { queueSearch, type DepositParams, type WithdrawalParams } from './queue-params';

/** Every cashier query starts with this key: a decision refreshes the queues, totals and channels at once. */
export const CASHIER_KEY = 'cashier';

export function channelsQuery(direction: ChannelDirection) {
  return queryOptions({
    queryKey: [CASHIER_KEY, 'channels', direction],
    queryFn: async () =>
      (await api<{ channels: AdminChannel[] }>(`${ADMIN_PATHS.cashierChannels}?direction=${direction}`)).channels,
  });
}

export function depositsQuery(params: DepositParams) {
  return queryOptions({
    queryKey: [CASHIER_KEY, 'deposits', params],
    queryFn: () => api<AdminDepositsPage>(`${ADMIN_PATHS.cashierDeposits}?${queueSearch(params)}`),
  });
}

export function withdrawalsQuery(params: WithdrawalParams) {
  return queryOptions({
    queryKey: [CASHIER_KEY, 'withdrawals', params],
    queryFn: () => api<AdminWithdrawals>(`${ADMIN_PATHS.withdrawals}?${queueSearch(params)}`),
  });
}

/** Days of the site's time zone, both included; the API takes the last 7 days when none are given. */
export function totalsQuery(range: { from?: string | undefined; to?: string | undefined }) {
  const search = new URLSearchParams();
  if (range.from) search.set('from', range.from);
  if (range.to) search.set('to', range.to);
  return queryOptions({
    queryKey: [CASHIER_KEY, 'totals', range],
    queryFn: () => api<AdminCashierTotals>(`${ADMIN_PATHS.cashierTotals}?${search}`),
  });
}

/** A JSON POST to the operator API (approve, reject). */
export function post<T>(path: string, body?: unknown): Promise<T> {
  return api<T>(path, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
