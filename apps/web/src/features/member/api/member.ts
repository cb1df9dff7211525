import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@lobby/contract/auth';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';

/** The member logged in (keyed by the session, so another login never sees this one's data). */
export function memberOptions(token: string) {
  return queryOptions({
    queryKey: sessionKey('member', token),
    queryFn: ({ signal }) => apiGet<MemberInfo>(API_PATHS.member, undefined, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMember() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...memberOptions(token), enabled: token !== '' });
}
