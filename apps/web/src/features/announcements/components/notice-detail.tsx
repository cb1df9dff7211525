import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { ROUTES } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { buttonClass } from '../../../ui/button';
import { MegaphoneIcon } from '../../../ui/icons';
import { SafeHtml } from '../../../ui/safe-html';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useNoticeDetail } from '../api/notice-detail';
import { useDateFormat } from '../../../lib/date-format';
import { useMarkRead } from '../hooks/use-mark-read';

/** One notice in full: title, date, main image and its HTML; opening it marks it read for members. */
export function NoticeDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const detail = useNoticeDetail(id);
  const markRead = useMarkRead();
  const notice = detail.data;

  useEffect(() => {
    if (notice) markRead(notice);
  }, [notice, markRead]);

  const missing =
    !/^\d{1,10}$/.test(id) || (detail.error instanceof ApiError && detail.error.code === 'resource.not.found');
  if (missing) {
    return (
      <div className="flex flex-col items-center">
        <EmptyState title={t('notice.notFound')} icon={<MegaphoneIcon size={30} />} />
        <AppLink to={ROUTES.notice} className={buttonClass('outline', 'md')}>
          {t('notice.backToList')}
        </AppLink>
      </div>
    );
  }
  if (detail.isError) return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!notice) {
    return (
      <div role="status" aria-label={t('notice.loading')} className="space-y-3">
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  return (
    <article className="rounded-card border border-line bg-ink-850 p-4 shadow-card">
      <h2 className="text-lg leading-snug font-bold text-text">{notice.title}</h2>
      <time dateTime={notice.startDate} className="mt-1 block text-xs font-medium text-gold-300/90 tabular-nums">
        {t('notice.published', { date: dates.format(notice.startDate) })}
      </time>
      {notice.imageUrl ? (
        <img
          src={notice.imageUrl}
          alt=""
          className="mt-3 aspect-[5/2] w-full rounded-xl object-cover"
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      ) : null}
      <div className="my-3 h-px bg-line" />
      <SafeHtml html={notice.content} />
    </article>
  );
}
