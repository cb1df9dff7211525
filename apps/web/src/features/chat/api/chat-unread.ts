import { CHAT_MODULE_ID, type UnReadCountValue } from '@lobby/contract/chat';
import { API_PATHS } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';

/** Unread live-chat messages (spec: chat unread count, module CBS3). */
export function fetchChatUnread(signal?: AbortSignal): Promise<number> {
  return apiGet<UnReadCountValue>(API_PATHS.chatUnread, { moduleId: CHAT_MODULE_ID }, signal).then(
    (value) => value.unReadCount,
  );
}
