import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE } from '@lobby/contract/core';
import type {
  NewWithdrawalRequest,
  Withdrawal,
  WithdrawalStatus,
  WithdrawalSummary,
  Withdrawals,
} from '@lobby/contract/withdrawals';
import { apiGet, apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { WALLET_KEY } from '../../../shared/wallet/api/wallet';
import { CASHIER_AREA, CASHIER_FRESH, cashierKey } from './cashier-keys';

const HISTORY_PAGE_SIZE = 10;

/** Balance, what turnover locks, what may be withdrawn, today's use of the limits. */
export function useWithdrawalSummary() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: cashierKey(token, 'withdrawal-summary'),
    queryFn: ({ signal }) => apiGet<WithdrawalSummary>(API_PATHS.withdrawalSummary, undefined, signal),
    enabled: token !== '',
    ...CASHIER_FRESH,
  });
}

export function withdrawalsOptions(token: string, status: WithdrawalStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: cashierKey(token, 'withdrawals', status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      apiGet<Withdrawals>(API_PATHS.withdrawals, { status, pageNo: pageParam, pageSize: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useWithdrawals(status: WithdrawalStatus | undefined) {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...withdrawalsOptions(token, status), enabled: token !== '', ...CASHIER_FRESH });
}

/** A request holds its amount at once: the balance, the summary and the lists all change. */
function useWithdrawalChange<V>(send: (vars: V) => Promise<Withdrawal>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: WALLET_KEY });
      void client.invalidateQueries({ queryKey: [CASHIER_AREA] });
    },
  });
}

export function useRequestWithdrawal() {
  return useWithdrawalChange((body: NewWithdrawalRequest) => apiSend<Withdrawal>('POST', API_PATHS.withdrawals, body));
}

export function useCancelWithdrawal() {
  return useWithdrawalChange((requestNo: string) =>
    apiSend<Withdrawal>('POST', `${API_PATHS.withdrawals}/${encodeURIComponent(requestNo)}/cancel`),
  );
}
