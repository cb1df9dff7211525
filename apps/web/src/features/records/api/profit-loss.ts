import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { GameType } from '@lobby/contract/games';
import type { ProfitLoss } from '@lobby/contract/records';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { recordsKey, type RangeParams } from './records-keys';

export interface ProfitLossParams extends RangeParams {
  gameType?: GameType | undefined;
}

/** Profit and loss: play per game type and the money moved over the range. */
export function profitLossOptions(token: string, params: ProfitLossParams) {
  return queryOptions({
    queryKey: recordsKey(token, 'profitLoss', params),
    queryFn: ({ signal }) => apiGet<ProfitLoss>(API_PATHS.profitLoss, { ...params }, signal),
  });
}

export function useProfitLoss(params: ProfitLossParams) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...profitLossOptions(token, params), enabled: token !== '', placeholderData: keepPreviousData });
}
