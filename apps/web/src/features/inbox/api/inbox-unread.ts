import { useQuery } from '@tanstack/react-query';
import { UNREAD_COUNT_THROTTLE_MS } from '@lobby/contract/announcements';
import type { UnReadCountValue } from '@lobby/contract/chat';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { unreadKey } from '../../../shared/unread/unread';

/** Unread inbox messages of the member (spec: inbox unread count, throttled by the caller). */
export function fetchInboxUnread(signal?: AbortSignal): Promise<number> {
  return apiGet<UnReadCountValue>(API_PATHS.inboxUnread, undefined, signal).then((value) => value.unReadCount);
}

/**
 * The inbox's unread count under the header badge's key, so the two share one call and reading a
 * message (which invalidates the unread keys) updates both. The caller decides when it is asked:
 * never for visitors, guest or trial sessions, or a site without the INBOX3 module.
 */
export function useInboxUnread(enabled: boolean) {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: unreadKey(token, 'inbox'),
    queryFn: ({ signal }) => fetchInboxUnread(signal),
    staleTime: UNREAD_COUNT_THROTTLE_MS,
    enabled: enabled && token !== '',
  });
}
