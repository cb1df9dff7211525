import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminChatConversation,
  AdminChatQueue,
  AdminChatQueueQuery,
  CannedReply,
} from '@lobby/contract/admin/chat';
import type { ChatMessage } from '@lobby/contract/chat';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';

const item = (id: number, rest = '') => `${ADMIN_PATHS.chatConversations}/${id}${rest}`;
const post = (body?: object): RequestInit => ({ method: 'POST', ...(body ? { body: JSON.stringify(body) } : {}) });

export const chatKeys = {
  all: ['chat'] as const,
  queues: ['chat', 'queue'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
};

export function queueQuery(query: AdminChatQueueQuery) {
  const params = new URLSearchParams({
    status: query.status,
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  });
  return queryOptions({
    queryKey: [...chatKeys.queues, query],
    queryFn: () => api<AdminChatQueue>(`${ADMIN_PATHS.chatConversations}?${params}`),
  });
}

export function conversationQuery(id: number) {
  return queryOptions({ queryKey: chatKeys.conversation(id), queryFn: () => api<AdminChatConversation>(item(id)) });
}

export const cannedQuery = queryOptions({
  queryKey: ['chat', 'canned'],
  queryFn: async () => (await api<{ list: CannedReply[] }>(ADMIN_PATHS.chatCannedReplies)).list,
  staleTime: 5 * 60_000,
});

/** A message that arrived joins its open conversation once; the queue reloads for its order and counts. */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  const key = chatKeys.conversation(message.conversationId);
  const current = client.getQueryData<AdminChatConversation>(key);
  if (current && !current.messages.some((known) => known.id === message.id))
    client.setQueryData<AdminChatConversation>(key, { ...current, messages: [...current.messages, message] });
  void client.invalidateQueries({ queryKey: chatKeys.queues });
}

export function useAnswer(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api<ChatMessage>(item(id, '/messages'), post({ text })),
    onSuccess: (message) => addMessage(client, message),
  });
}

export function useMarkRead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => api(item(id, '/read'), post({ upTo })),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.queues }),
  });
}

export function useCloseConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(item(id, '/close'), post()),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
