import { API_PATHS, type UnReadCountValue } from '@lobby/contract';
import { apiGet } from '../../../lib/api-client';

/** Unread inbox messages of the member (spec: inbox unread count, throttled by the caller). */
export function fetchInboxUnread(signal?: AbortSignal): Promise<number> {
  return apiGet<UnReadCountValue>(API_PATHS.inboxUnread, undefined, signal).then((value) => value.unReadCount);
}
