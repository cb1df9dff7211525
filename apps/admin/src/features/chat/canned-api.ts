import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CannedReply, CannedReplyInput } from '@lobby/contract/admin/chat';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';
import { cannedQuery } from './chat-api';

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const item = (id: number) => `${ADMIN_PATHS.chatCannedReplies}/${id}`;

/** A write to the canned replies; the desk's list is read again after it. */
function useCannedWrite<V>(write: (value: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: cannedQuery.queryKey }),
  });
}

export const useSaveCanned = () =>
  useCannedWrite(({ id, ...input }: CannedReplyInput & { id?: number | undefined }) =>
    id === undefined
      ? api<CannedReply>(ADMIN_PATHS.chatCannedReplies, json('POST', input))
      : api<CannedReply>(item(id), json('PUT', input)),
  );
export const useDeleteCanned = () => useCannedWrite((id: number) => api(item(id), json('DELETE')));
export const useReorderCanned = () =>
  useCannedWrite((ids: number[]) => api(ADMIN_PATHS.chatCannedRepliesOrder, json('PUT', { ids })));
