import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE, RECORDS_PAGE_SIZE } from '@lobby/contract/core';
import type { GameType } from '@lobby/contract/games';
import type { TransactionsPage } from '@lobby/contract/records';
import type { LedgerKind } from '@lobby/contract/wallet';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { recordsKey, type RangeParams } from './records-keys';

export interface TransactionsParams extends RangeParams {
  kind?: LedgerKind | undefined;
  gameType?: GameType | undefined;
}

/** Account record: every change of the member's balance, 20 a page, with money in and out over the range. */
export function transactionsOptions(token: string, params: TransactionsParams) {
  return infiniteQueryOptions({
    queryKey: recordsKey(token, 'transactions', params),
    queryFn: ({ pageParam, signal }) =>
      apiGet<TransactionsPage>(
        API_PATHS.transactions,
        { ...params, pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useTransactions(params: TransactionsParams) {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({
    ...transactionsOptions(token, params),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}
