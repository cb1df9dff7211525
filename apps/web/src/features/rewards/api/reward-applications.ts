import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE } from '@lobby/contract/core';
import { REWARD_APPLICATIONS_PAGE_SIZE, type RewardApplicationsPage } from '@lobby/contract/rewards';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';

/** Under the session's key (lib/query-keys): a new session never reads the last one's, and signing out clears them. */
export const rewardApplicationsKey = (token: string) => sessionKey('rewards', token, 'applications');

/** The member's own reward applications, newest first. */
export function rewardApplicationsOptions(token: string) {
  return infiniteQueryOptions({
    queryKey: rewardApplicationsKey(token),
    queryFn: ({ pageParam, signal }) =>
      apiGet<RewardApplicationsPage>(
        API_PATHS.rewardApplications,
        { pageNo: pageParam, pageSize: REWARD_APPLICATIONS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    // A review can land at any time: read again whenever the page opens.
    staleTime: 0,
  });
}

export function useRewardApplications() {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...rewardApplicationsOptions(token), enabled: token !== '' });
}
