import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@lobby/contract/core';
import type { ChatMessage, MemberChat } from '@lobby/contract/chat';
import { apiGet } from '../../../lib/api-client';
import { sessionKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const chatKey = (token: string) => sessionKey('chat', token, 'conversation');

/** The member's conversation with customer service (the open one, else the last). */
export function chatConversationOptions(token: string) {
  return queryOptions({
    queryKey: chatKey(token),
    queryFn: ({ signal }) => apiGet<MemberChat>(API_PATHS.chatConversation, {}, signal),
  });
}

export function useChatConversation() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...chatConversationOptions(token), enabled: token !== '' });
}

/**
 * A message that arrived (sent here, or live from the stream) joins the cached conversation once.
 * A message of another conversation than the cached one means a new conversation: reload it.
 * A reload already under way (the page opening, a read mark) may have been answered before the message
 * existed and would put the conversation back without it: it is asked again, after the message.
 */
export function addChatMessage(client: QueryClient, token: string, message: ChatMessage): void {
  const key = chatKey(token);
  const current = client.getQueryData<MemberChat>(key);
  if (!current?.conversation || current.conversation.id !== message.conversationId) {
    void client.invalidateQueries({ queryKey: key });
    return;
  }
  if (current.messages.some((known) => known.id === message.id)) return;
  client.setQueryData<MemberChat>(key, { ...current, messages: [...current.messages, message] });
  if (client.isFetching({ queryKey: key }) > 0) void client.invalidateQueries({ queryKey: key });
}
