import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { ChatMessage } from '@lobby/contract/chat';
import { apiSend } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { UNREAD_QUERY_KEY } from '../../../shared/unread/unread';
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

/** Mark customer service's messages read up to one; the header's unread badge follows. */
export function useMarkChatRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => apiSend<{ unReadCount: number }>('POST', API_PATHS.chatRead, { upTo }),
    onSuccess: () => client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }),
  });
}
