import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MARK_READ_THROTTLE_MS, type Announcement, type AnnouncementsFeed } from '@lobby/contract/announcements';
import type { Session } from '@lobby/contract/auth';
import { GUEST_MEMBER_TYPE } from '@lobby/contract/members';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';
import { UNREAD_QUERY_KEY } from '../../../shared/unread/unread';
import { markAnnouncementRead } from '../api/mark-read';
import { ANNOUNCEMENTS_KEY } from '../api/notices-feed';
import { createReadQueue } from './read-queue';

/** Guests and trial accounts keep no read state (spec §6): only real members mark notices read. */
export function canMarkRead(session: Session | null): boolean {
  return session !== null && !session.trial && session.type !== GUEST_MEMBER_TYPE;
}

const withRead = (items: Announcement[], id: string) =>
  items.map((item) => (item.id === id && !item.read ? { ...item, read: true } : item));

/** Every cached copy of the announcement this member reads shows it read (feeds and its detail). */
function markLocally(queryClient: QueryClient, token: string, id: string): void {
  queryClient.setQueriesData<AnnouncementsFeed>(
    { queryKey: sessionKey(ANNOUNCEMENTS_KEY[0], token, 'feed') },
    (feed) =>
      feed
        ? {
            ...feed,
            playerNotices: withRead(feed.playerNotices, id),
            popup: withRead(feed.popup, id),
            hot: withRead(feed.hot, id),
          }
        : feed,
  );
  queryClient.setQueriesData<Announcement>(
    { queryKey: sessionKey(ANNOUNCEMENTS_KEY[0], token, 'detail', id) },
    (item) => (item && !item.read ? { ...item, read: true } : item),
  );
}

let queue: ReturnType<typeof createReadQueue> | null = null;

/** One queue for the app: the throttle holds across pages (the list, then a detail). */
function readQueue(queryClient: QueryClient) {
  queue ??= createReadQueue((id) => {
    markAnnouncementRead(id)
      .then(() => queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY }))
      // The server did not take it: read the truth again rather than keep a flag it does not have.
      .catch(() => queryClient.invalidateQueries({ queryKey: ANNOUNCEMENTS_KEY }));
  }, MARK_READ_THROTTLE_MS);
  return queue;
}

/**
 * Mark an announcement read: at once on the page (optimistic), then on the server (throttled), then
 * the unread counts are read again. Nothing happens for visitors, guests and trial accounts.
 */
export function useMarkRead(): (announcement: Pick<Announcement, 'id' | 'read'>) => void {
  const session = useSession();
  const queryClient = useQueryClient();
  const token = canMarkRead(session) ? session?.token : undefined;
  return useCallback(
    (announcement) => {
      if (!token || announcement.read) return;
      markLocally(queryClient, token, announcement.id);
      readQueue(queryClient).push(announcement.id);
    },
    [token, queryClient],
  );
}
