import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, FIRST_PAGE, type Language } from '@lobby/contract/core';
import { INBOX_PAGE_SIZE, type InboxPage } from '@lobby/contract/inbox';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { inboxKeys } from './inbox-keys';

/** The member's messages in the chosen language, newest first, 20 a page, with read flags. */
export function inboxListOptions(token: string, language: Language) {
  return infiniteQueryOptions({
    queryKey: inboxKeys.listIn(token, language),
    queryFn: ({ pageParam, signal }) =>
      apiGet<InboxPage>(API_PATHS.inbox, { pageNo: pageParam, pageSize: INBOX_PAGE_SIZE, language }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });
}

export function useInboxList() {
  const token = useSession()?.token ?? '';
  return useInfiniteQuery({ ...inboxListOptions(token, useLanguage()), enabled: token !== '' });
}
