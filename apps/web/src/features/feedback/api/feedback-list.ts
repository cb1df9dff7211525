import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE } from '@lobby/contract/core';
import { FEEDBACK_PAGE_SIZE, type FeedbackPage } from '@lobby/contract/feedback';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { feedbackKeys } from './feedback-keys';

/** The member's own feedback, newest first, with the replies. */
export function feedbackListOptions(token: string) {
  return infiniteQueryOptions({
    queryKey: feedbackKeys.list(token),
    queryFn: ({ pageParam, signal }) =>
      apiGet<FeedbackPage>(API_PATHS.feedback, { pageNo: pageParam, pageSize: FEEDBACK_PAGE_SIZE }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useFeedbackList() {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...feedbackListOptions(token), enabled: token !== '' });
}
