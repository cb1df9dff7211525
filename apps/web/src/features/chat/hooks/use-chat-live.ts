import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_PATHS } from '@lobby/contract/core';
import type { ChatEvent } from '@lobby/contract/chat';
import { followEventStream } from '@lobby/ui/event-stream';
import { sessionToken, useSession } from '../../../lib/session';
import { UNREAD_QUERY_KEY } from '../../../shared/unread/unread';
import { addChatMessage, chatKey } from '../api/chat-conversation';

/**
 * Live chat while the page is open: server-sent events, read with fetch so they carry the session
 * token. A new answer joins the conversation; a read mark or a close reloads it; each (re)connection
 * reloads it too, for what came while the stream was down.
 */
export function useChatLive(): void {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const reload = () => void client.invalidateQueries({ queryKey: chatKey(token) });
    void followEventStream<ChatEvent>(API_PATHS.chatEvents, {
      headers: (): Record<string, string> => {
        const current = sessionToken();
        return current ? { authorization: `Bearer ${current}` } : {};
      },
      onOpen: reload,
      onEvent: (event) => {
        if (event.type === 'message') addChatMessage(client, token, event.message);
        else reload();
        void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
      },
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [client, token]);
}
