import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_PLATFORM, type Announcement, type AnnouncementsFeed } from '@lobby/contract/announcements';
import { API_PATHS, type Language } from '@lobby/contract/core';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/session';
import { sessionKey } from '../../../lib/query-keys';

/** Every announcement query starts with this (lib/query-keys: area, then the reader's token). */
export const ANNOUNCEMENTS_KEY = ['announcements'] as const;
/** Notices (the bar, the notice page) and the home pop-ups: one feed call serves both. */
const NOTICE_TYPES = 'PL,PU';

/**
 * The notice feed in a language. The token is part of the key: a member's copy carries their read
 * flags, and signing in or out reads it again instead of showing another reader's flags.
 */
export function noticesFeedOptions(language: Language, token: string | null) {
  return queryOptions({
    queryKey: sessionKey(ANNOUNCEMENTS_KEY[0], token, 'feed', NOTICE_TYPES, language),
    queryFn: ({ signal }) =>
      apiGet<AnnouncementsFeed>(
        API_PATHS.announcements,
        { types: NOTICE_TYPES, platform: ANNOUNCEMENT_PLATFORM, language },
        signal,
      ),
    staleTime: 60_000,
  });
}

export function useNoticesFeed() {
  return useQuery(noticesFeedOptions(useLanguage(), useSession()?.token ?? null));
}

/** The player notices of the feed, in the order the server gave them (sort, then newest). */
export function playerNotices(feed: AnnouncementsFeed | undefined): Announcement[] {
  return feed?.playerNotices ?? [];
}
