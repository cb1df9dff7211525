import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE } from '@lobby/contract/core';
import { apiGet, apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { WALLET_KEY } from '../../../shared/wallet/api/wallet';
import {
  DEPOSIT_RECEIPT_FIELD,
  type DepositCreate,
  type DepositOrder,
  type DepositStatus,
  type DepositsPage,
} from '@lobby/contract/deposits';
import { CASHIER_AREA, CASHIER_FRESH, cashierKey } from './cashier-keys';

const HISTORY_PAGE_SIZE = 10;
/** How often a pending order's page asks again: the gateway's callback usually lands within seconds. */
export const ORDER_POLL_MS = 3_000;

const orderPath = (orderNo: string) => `${API_PATHS.deposits}/${encodeURIComponent(orderNo)}`;

/** One order; while pending it is asked again every few seconds, so the page follows it. */
export function useDepositOrder(orderNo: string) {
  const token = useSession()?.token ?? '';
  return useQuery({
    ...queryOptions({
      queryKey: cashierKey(token, 'deposit', orderNo),
      queryFn: ({ signal }) => apiGet<DepositOrder>(orderPath(orderNo), undefined, signal),
    }),
    enabled: token !== '',
    ...CASHIER_FRESH,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  });
}

export function depositsOptions(token: string, status: DepositStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: cashierKey(token, 'deposits', status ?? 'all'),
    queryFn: ({ pageParam, signal }) =>
      apiGet<DepositsPage>(API_PATHS.deposits, { status, pageNo: pageParam, pageSize: HISTORY_PAGE_SIZE }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useDeposits(status: DepositStatus | undefined) {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...depositsOptions(token, status), enabled: token !== '', ...CASHIER_FRESH });
}

/** A change to an order: the order's page, the history and (once credited) the balance follow. */
function useOrderChange<V>(send: (vars: V) => Promise<DepositOrder>) {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      client.setQueryData(cashierKey(token, 'deposit', order.orderNo), order);
      void client.invalidateQueries({ queryKey: cashierKey(token, 'deposits') });
    },
  });
}

/** `key`: one per submission, so a second tap or a retry after a lost answer makes one order. */
export function useCreateDeposit() {
  return useOrderChange(({ body, key }: { body: DepositCreate; key: string }) =>
    apiSend<DepositOrder>('POST', API_PATHS.deposits, body, { headers: { 'Idempotency-Key': key } }),
  );
}

export function useCancelDeposit() {
  return useOrderChange((orderNo: string) => apiSend<DepositOrder>('POST', `${orderPath(orderNo)}/cancel`));
}

export function useUploadReceipt() {
  return useOrderChange(({ orderNo, file }: { orderNo: string; file: File }) => {
    const form = new FormData();
    form.append(DEPOSIT_RECEIPT_FIELD, file, file.name);
    return apiSend<DepositOrder>('POST', `${orderPath(orderNo)}/receipt`, form);
  });
}

/** After a credit: the balance everywhere, and every cashier read (withdrawable, turnover, history). */
export function useRefreshAfterCredit() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: WALLET_KEY });
    void client.invalidateQueries({ queryKey: [CASHIER_AREA] });
  };
}
