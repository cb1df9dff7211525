import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { CashierChannels, ChannelDirection } from '@lobby/contract/cashier';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { cashierKey } from './cashier-keys';

/** The channels this member may use now, in the merchant's order (the server applies hours, type and rank). */
export function channelsOptions(token: string, direction: ChannelDirection) {
  return queryOptions({
    queryKey: cashierKey(token, 'channels', direction),
    queryFn: ({ signal }) => apiGet<CashierChannels>(API_PATHS.cashierChannels, { direction }, signal),
    staleTime: 60_000,
  });
}

export function useChannels(direction: ChannelDirection) {
  const token = useSession()?.token ?? '';
  return useQuery({ ...channelsOptions(token, direction), enabled: token !== '' });
}
