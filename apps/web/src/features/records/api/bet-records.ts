import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE, RECORDS_PAGE_SIZE } from '@lobby/contract/core';
import type { GameType } from '@lobby/contract/games';
import type { BetRecordsPage } from '@lobby/contract/records';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { recordsKey, type RangeParams } from './records-keys';

export interface BetRecordsParams extends RangeParams {
  gameType?: GameType | undefined;
}

/** Betting record: the member's real-money rounds, 20 a page, with totals over the whole range. */
export function betRecordsOptions(token: string, params: BetRecordsParams) {
  return infiniteQueryOptions({
    queryKey: recordsKey(token, 'bets', params),
    queryFn: ({ pageParam, signal }) =>
      apiGet<BetRecordsPage>(
        API_PATHS.betRecords,
        { ...params, pageNo: pageParam, pageSize: RECORDS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useBetRecords(params: BetRecordsParams) {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({
    ...betRecordsOptions(token, params),
    enabled: token !== '',
    placeholderData: keepPreviousData,
  });
}
