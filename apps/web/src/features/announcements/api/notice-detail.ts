import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Announcement } from '@lobby/contract/announcements';
import { API_PATHS, type Language } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';
import { ANNOUNCEMENTS_KEY } from './notices-feed';

/** One published announcement with its full HTML (a 404 when it is gone or not published). */
export function noticeDetailOptions(id: string, language: Language, token: string | null) {
  return queryOptions({
    queryKey: sessionKey(ANNOUNCEMENTS_KEY[0], token, 'detail', id, language),
    queryFn: ({ signal }) =>
      apiGet<Announcement>(`${API_PATHS.announcements}/${encodeURIComponent(id)}`, { language }, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useNoticeDetail(id: string) {
  const query = noticeDetailOptions(id, useLanguage(), useSession()?.token ?? null);
  return useQuery({ ...query, enabled: /^\d{1,10}$/.test(id) });
}
