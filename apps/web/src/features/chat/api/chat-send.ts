import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { ChatMessage } from '@lobby/contract/chat';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { UNREAD_QUERY_KEY, unreadKey } from '../../../shared/unread/unread';
import { addChatMessage } from './chat-conversation';

/** Write to customer service; the message joins the conversation at once. */
export function useSendChatMessage() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (text: string) => apiSend<ChatMessage>('POST', API_PATHS.chatMessages, { text }),
    onSuccess: (message) => addChatMessage(client, token, message),
  });
}

/**
 * Mark customer service's messages read up to one. The server answers the new count: the header's chat
 * count takes it at once (a recount could share a call made just before the mark, throttled, or land
 * after it, and show the old number); the other counts are asked again.
 */
export function useMarkChatRead() {
  const client = useQueryClient();
  const token = useSession()?.token ?? '';
  return useMutation({
    mutationFn: (upTo: number) => apiSend<{ unReadCount: number }>('POST', API_PATHS.chatRead, { upTo }),
    onSuccess: async ({ unReadCount }) => {
      const chat = unreadKey(token, 'chat');
      // A count asked before the mark (a live answer's recount) must not land after it.
      await client.cancelQueries({ queryKey: chat });
      client.setQueryData(chat, unReadCount);
      return client.invalidateQueries({
        queryKey: UNREAD_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== chat[2],
      });
    },
  });
}
