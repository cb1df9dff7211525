import { useQuery } from '@tanstack/react-query';
import { queueQuery } from './chat-api';

/** How often the sidebar asks while the desk (and its event stream) is not open. */
const POLL_MS = 20_000;

/**
 * The open conversations waiting for an answer, for the sidebar. Its query is one of the desk's queue
 * queries, so while the chat page is open every event of its stream refreshes it at once; elsewhere it
 * polls. Undefined until known (and for roles that may not open the chat).
 */
export function useChatWaiting(enabled: boolean, deskOpen: boolean): number | undefined {
  const queue = useQuery({
    ...queueQuery({ status: 'open', pageNo: 1, pageSize: 1 }),
    enabled,
    refetchInterval: deskOpen ? false : POLL_MS,
    select: (data) => data.waiting,
  });
  return queue.data;
}
