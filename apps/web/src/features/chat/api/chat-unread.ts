import { API_PATHS, CHAT_MODULE_ID, type UnReadCountValue } from '@lobby/contract';
import { apiGet } from '../../../lib/api-client';

/** Unread live-chat messages (spec: chat unread count, module CBS3). */
export function fetchChatUnread(signal?: AbortSignal): Promise<number> {
  return apiGet<UnReadCountValue>(API_PATHS.chatUnread, { moduleId: CHAT_MODULE_ID }, signal).then(
    (value) => value.unReadCount,
  );
}
