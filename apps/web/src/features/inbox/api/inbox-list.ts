import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE, INBOX_PAGE_SIZE, type InboxPage } from '@lobby/contract';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { inboxKeys } from './inbox-keys';

/** The member's messages, newest first, 20 a page, with read flags. */
export function inboxListOptions(token: string) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.list(token),
    queryFn: ({ pageParam, signal }) =>
      apiGet<InboxPage>(API_PATHS.inbox, { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useInboxList() {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...inboxListOptions(token), enabled: token !== '' });
}
