import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Language } from '@lobby/contract/core';
import type { InboxMessage } from '@lobby/contract/inbox';
import { useEffect } from 'react';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../lib/use-language';
import { unreadKey } from '../../../shared/unread/unread';
import { inboxKeys } from './inbox-keys';

/** One message with its HTML, in the chosen language; the server marks it read when it is opened. */
export function inboxMessageOptions(token: string, id: number, language: Language) {
  return queryOptions({
    queryKey: inboxKeys.message(token, id, language),
    queryFn: ({ signal }) => apiGet<InboxMessage>(`${API_PATHS.inbox}/${id}`, { language }, signal),
    staleTime: Infinity,
  });
}

/** Opening a message: once it has loaded (and so is read), the list's dots and the header badge follow. */
export function useInboxMessage(id: number) {
  const token = useSession()?.token ?? '';
  const queryClient = useQueryClient();
  const query = useQuery({ ...inboxMessageOptions(token, id, useLanguage()), enabled: token !== '' && id > 0 });
  const opened = query.data?.id;
  useEffect(() => {
    if (opened === undefined) return;
    void queryClient.invalidateQueries({ queryKey: inboxKeys.list(token) });
    void queryClient.invalidateQueries({ queryKey: unreadKey(token, 'inbox') });
  }, [opened, token, queryClient]);
  return query;
}
