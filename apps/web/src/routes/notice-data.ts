import { noticeDetailOptions } from '../features/announcements/api/notice-detail';
import { noticesFeedOptions } from '../features/announcements/api/notices-feed';
import { formatDate } from '../lib/date-format';
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
  // The visit's first date formatter takes long to make (the language's date patterns load): made now,
  // in a task of its own, it is not part of the render that shows the notices' dates.
  setTimeout(() => formatDate(new Date(), language), 0);
  return null;
}
