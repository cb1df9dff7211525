import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatEvent } from '@lobby/contract/chat';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { followEventStream } from '@lobby/ui/event-stream';
import { readSession } from '../../lib/session';
import { addMessage, chatKeys } from './chat-api';

/**
 * The merchant's chat events while the desk is open (server-sent events read with fetch, so they carry
 * the operator's bearer token). Each (re)connection reloads the lists, for what came while it was down.
 * Says whether the stream is connected.
 */
export function useDeskLive(): boolean {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void followEventStream<ChatEvent>(ADMIN_PATHS.chatEvents, {
      headers: (): Record<string, string> => {
        const session = readSession();
        return session ? { authorization: `Bearer ${session.token}` } : {};
      },
      onOpen: () => {
        setLive(true);
        void client.invalidateQueries({ queryKey: chatKeys.all });
      },
      onDrop: () => setLive(false),
      onEvent: (event: ChatEvent) => {
        if (event.type === 'message') addMessage(client, event.message);
        else void client.invalidateQueries({ queryKey: chatKeys.all });
      },
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [client]);
  return live;
}
