import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Announcement } from '@lobby/contract/announcements';
import { noticeDetailPath } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { ChevronRightIcon, MegaphoneIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { playerNotices, useNoticesFeed } from '../api/notices-feed';
import { useDateFormat } from '../../../lib/date-format';
import { canMarkRead, useMarkRead } from '../hooks/use-mark-read';
import { useSession } from '../../../lib/session';
import { useDeferredAnswer } from '../../../first-paint/app-painted';

/**
 * The notice page: every published player notice with its title, start date and a plain-text
 * preview. `highlight` (the notice bar's ?index=) scrolls to that notice and marks it out.
 */
export function NoticeList({ highlight }: { highlight: number | null }) {
  const { t } = useTranslation();
  const feed = useNoticesFeed();
  const markRead = useMarkRead();
  // Only a real member keeps read state: nobody else sees unread marks.
  const tracksRead = canMarkRead(useSession());
  const listRef = useRef<HTMLOListElement>(null);
  const { data, pending } = useDeferredAnswer(feed);
  const notices = playerNotices(data);
  const ready = data !== undefined;

  useEffect(() => {
    if (!ready || highlight === null) return;
    const target = listRef.current?.children[highlight];
    if (target instanceof HTMLElement) {
      target.scrollIntoView({ block: 'center' });
      target.querySelector('a')?.focus({ preventScroll: true });
    }
  }, [ready, highlight]);

  if (pending) {
    return (
      <div role="status" aria-label={t('notice.loading')} className="space-y-3">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (feed.isError) return <ErrorState error={feed.error} onRetry={() => void feed.refetch()} />;
  if (notices.length === 0) {
    return <EmptyState title={t('notice.empty')} hint={t('notice.emptyHint')} icon={<MegaphoneIcon size={30} />} />;
  }
  return (
    <ol ref={listRef} className="space-y-3">
      {notices.map((notice, index) => (
        <NoticeItem
          key={notice.id}
          notice={notice}
          unread={tracksRead && !notice.read}
          highlighted={index === highlight}
          onOpen={() => markRead(notice)}
        />
      ))}
    </ol>
  );
}

function NoticeItem({
  notice,
  unread,
  highlighted,
  onOpen,
}: {
  notice: Announcement;
  unread: boolean;
  highlighted: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const date = useDateFormat().format(notice.startDate);
  return (
    <li className="scroll-my-20">
      <AppLink
        to={noticeDetailPath(notice.id)}
        onClick={onOpen}
        aria-current={highlighted ? 'true' : undefined}
        className={`group flex gap-3 rounded-card border bg-ink-850 p-4 shadow-card transition hover:bg-ink-800 ${
          highlighted ? 'border-gold-400/70 ring-2 ring-gold-400/30' : 'border-line'
        }`}
      >
        <div className="min-w-0 flex-1">
          <div className="flex items-start gap-2">
            {unread ? (
              <span
                className="mt-1.5 size-2 shrink-0 rounded-full bg-rose-500"
                aria-label={t('notice.unread')}
                role="img"
              />
            ) : null}
            <h2 className="line-clamp-2 font-semibold text-text group-hover:text-gold-200">{notice.title}</h2>
          </div>
          <time dateTime={notice.startDate} className="mt-1 block text-xs font-medium text-gold-300/90 tabular-nums">
            {date}
          </time>
          {notice.preview ? <p className="mt-1.5 line-clamp-2 text-sm text-muted">{notice.preview}</p> : null}
        </div>
        <ChevronRightIcon size={18} className="mt-0.5 shrink-0 self-center text-subtle" />
      </AppLink>
    </li>
  );
}
