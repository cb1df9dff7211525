import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { Wallet } from '@lobby/contract/wallet';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';

/** Every wallet query: invalidate this to refresh the balance wherever it shows. */
export const WALLET_KEY = ['wallet'] as const;

/** The member wallet (keyed by the session, so another login never sees this one's balance). */
export function walletOptions(token: string) {
  return queryOptions({
    queryKey: sessionKey(WALLET_KEY[0], token),
    queryFn: ({ signal }) => apiGet<Wallet>(API_PATHS.wallet, undefined, signal),
    staleTime: 30_000,
  });
}

export function useWallet() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...walletOptions(token), enabled: token !== '' });
}
