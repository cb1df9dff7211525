import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import { UNREAD_COUNT_THROTTLE_MS } from '@lobby/contract/announcements';
import type { UnReadCountValue } from '@lobby/contract/chat';
import { API_PATHS, type Language } from '@lobby/contract/core';
import { GUEST_MEMBER_TYPE } from '@lobby/contract/members';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { fetchChatUnread } from '../features/chat/api/chat-unread';
import { fetchInboxUnread } from '../features/inbox/api/inbox-unread';
import { useSite } from '../shared/site/api/site';
import { apiGet } from '../lib/api-client';
import { useSession } from '../lib/session';
import { ROUTES } from '../lib/routes';
import { useLanguage } from '../lib/use-language';
import { badgeText, unreadKey } from '../shared/unread/unread';

/** How often the badge asks again while the page stays open (focus and navigation also refresh it). */
const UNREAD_REFRESH_MS = 60_000;
/**
 * Where the site's customer service is our own chat, its count is asked for more often, so an operator's
 * answer shows within seconds. Polling rather than holding the chat's event stream open on every page:
 * one short count query costs less than a connection per signed-in member, and a page with no open
 * request lets the browser (and the browser tests) see it as settled.
 */
const OWN_CHAT_REFRESH_MS = 15_000;

/**
 * One count call at most every UNREAD_COUNT_THROTTLE_MS (spec: unread count throttled 250 ms): a burst
 * of invalidations (reading several messages quickly) shares the call in flight or just made.
 */
function throttled(load: (signal?: AbortSignal) => Promise<number>): () => Promise<number> {
  let last: { at: number; result: Promise<number> } | undefined;
  return () => {
    const now = Date.now();
    if (last && now - last.at < UNREAD_COUNT_THROTTLE_MS) return last.result;
    const result = load();
    last = { at: now, result };
    result.catch(() => {
      if (last?.result === result) last = undefined;
    });
    return result;
  };
}

/** Notices are per language: the count is of the notices the member reads, in the language on screen. */
const announcementsUnreadBy = new Map<Language, () => Promise<number>>();
function announcementsUnread(language: Language): Promise<number> {
  let load = announcementsUnreadBy.get(language);
  if (!load) {
    load = throttled(() =>
      apiGet<UnReadCountValue>(API_PATHS.announcementsUnread, { language }).then((value) => value.unReadCount),
    );
    announcementsUnreadBy.set(language, load);
  }
  return load();
}
const inboxUnread = throttled(fetchInboxUnread);
const chatUnread = throttled(fetchChatUnread);

/**
 * Unread announcements + chat + inbox (spec §4). None for visitors and guest sessions (type 4, trial):
 * they make no count calls at all. Chat counts only with the CBS3 flag, the inbox only with INBOX3.
 */
export function useUnreadTotal(): number {
  const session = useSession();
  const site = useSite().data;
  const counted = session !== null && session.type !== GUEST_MEMBER_TYPE && !session.trial;
  const common = { staleTime: UNREAD_COUNT_THROTTLE_MS, refetchInterval: UNREAD_REFRESH_MS } as const;
  const token = session?.token ?? '';
  const language = useLanguage();
  const announcements = useQuery({
    ...common,
    queryKey: unreadKey(token, 'announcements', language),
    queryFn: () => announcementsUnread(language),
    enabled: counted,
  });
  const inbox = useQuery({
    ...common,
    queryKey: unreadKey(token, 'inbox'),
    queryFn: inboxUnread,
    enabled: counted && site?.modules.INBOX3 === true,
  });
  const chatCounted = counted && site?.flags[WHITE_LABEL_FLAGS.chat] === true;
  const ownChat = site?.customerService[0]?.path === ROUTES.chat;
  const chat = useQuery({
    ...common,
    refetchInterval: ownChat ? OWN_CHAT_REFRESH_MS : UNREAD_REFRESH_MS,
    queryKey: unreadKey(token, 'chat'),
    queryFn: chatUnread,
    enabled: chatCounted,
  });
  if (!counted) return 0;
  return (announcements.data ?? 0) + (inbox.data ?? 0) + (chat.data ?? 0);
}

/** The header's badge: the total in a red pill, and the same for screen readers after the button's name. */
export default function UnreadBadge() {
  const { t } = useTranslation();
  const badge = badgeText(useUnreadTotal());
  if (!badge) return null;
  return (
    <>
      <span className="sr-only">{t('header.messagesUnread', { badge })}</span>
      <span
        aria-hidden="true"
        data-testid="unread-badge"
        className="absolute top-1 right-0.5 min-w-[18px] rounded-full border-2 border-ink-950 bg-rose-600 px-1 text-center text-[10px] leading-[14px] font-bold text-white"
      >
        {badge}
      </span>
    </>
  );
}
