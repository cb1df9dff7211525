import { noticeDetailOptions } from '../features/announcements/api/notice-detail';
import { noticesFeedOptions } from '../features/announcements/api/notices-feed';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { ROUTES } from '../lib/routes';
import { sessionToken } from '../lib/session';

/**
 * Start the notice page's or notice's call (not awaited: the page shows its own loading state), so it
 * runs while the page's code and messages load rather than after them.
 */
export function prefetchNotices(url: URL): null {
  const language = currentLanguage();
  const id = url.searchParams.get('id') ?? '';
  if (url.pathname === ROUTES.noticeDetail) {
    if (/^\d{1,10}$/.test(id)) void queryClient.prefetchQuery(noticeDetailOptions(id, language, sessionToken()));
  } else {
    void queryClient.prefetchQuery(noticesFeedOptions(language, sessionToken()));
  }
  return null;
}
