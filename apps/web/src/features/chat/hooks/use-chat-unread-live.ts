import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PATHS } from '@lobby/contract/core';
import type { ChatEvent } from '@lobby/contract/chat';
import { followEventStream } from '@lobby/ui/event-stream';
import { sessionToken } from '../../../lib/session';
import { unreadKey } from '../../../shared/unread/unread';

/**
 * Away from the chat page, the member's chat stream keeps the header's count live: an operator's answer
 * (or a read mark, a close) recounts at once instead of at the next minute's refresh. `enabled` is for
 * members on a site whose customer service is our own chat and who are not on the chat page (it follows
 * the same stream itself).
 */
export function useChatUnreadLive(token: string, enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || !token) return;
    const controller = new AbortController();
    const recount = () => void client.invalidateQueries({ queryKey: unreadKey(token, 'chat') });
    void followEventStream<ChatEvent>(API_PATHS.chatEvents, {
      headers: (): Record<string, string> => {
        const current = sessionToken();
        return current ? { authorization: `Bearer ${current}` } : {};
      },
      // Each (re)connection recounts too, for what came while the stream was down.
      onOpen: recount,
      onEvent: recount,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [client, token, enabled]);
}
