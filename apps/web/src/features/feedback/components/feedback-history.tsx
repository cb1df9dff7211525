import type { Feedback, FeedbackOptions } from '@lobby/contract/feedback';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { MailIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useFeedbackList } from '../api/feedback-list';

const STATUS_CLASS = {
  open: 'bg-gold-400/15 text-gold-300 ring-gold-400/30',
  replied: 'bg-emerald-400/15 text-emerald-300 ring-emerald-400/30',
} as const;

/** One feedback: its category, when, its state, the words, and the operator's reply once there is one. */
function FeedbackCard({ item, categoryLabel }: { item: Feedback; categoryLabel: string }) {
  const { t } = useTranslation();
  const { format } = useDateFormat();
  return (
    <article className="rounded-2xl border border-line bg-ink-900/60 p-3.5">
      <header className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-bold">{categoryLabel}</h3>
          <p className="text-[11px] text-subtle">
            <time dateTime={item.createdAt}>{format(item.createdAt, 'dateTime')}</time>
            {item.imageCount > 0 ? ` · ${t('feedback.pictures', { count: item.imageCount })}` : ''}
          </p>
        </div>
        <span
          className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-[11px] font-bold ring-1 ${STATUS_CLASS[item.status]}`}
        >
          {t(`feedback.status.${item.status}`)}
        </span>
      </header>
      <p className="mt-2 line-clamp-4 text-sm leading-relaxed break-words whitespace-pre-line text-text/90">
        {item.content}
      </p>
      {item.reply ? (
        <div className="mt-3 rounded-xl border border-violet-400/25 bg-violet-500/10 p-3">
          <p className="text-[11px] font-bold tracking-wide text-violet-200 uppercase">{t('feedback.reply')}</p>
          <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line">{item.reply}</p>
          {item.repliedAt ? (
            <p className="mt-1 text-[11px] text-subtle">
              <time dateTime={item.repliedAt}>{format(item.repliedAt, 'dateTime')}</time>
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

/** The member's past feedback with the replies, newest first, "show more" at the end. */
export function FeedbackHistory({ options }: { options: FeedbackOptions | undefined }) {
  const { t } = useTranslation();
  const query = useFeedbackList();
  const labelOf = (code: string) => options?.categories.find((category) => category.code === code)?.label ?? code;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div role="status" aria-label={t('feedback.loading')} className="space-y-2">
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-24 rounded-2xl" />
        ))}
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.list);
  if (items.length === 0) {
    return <EmptyState title={t('feedback.empty')} hint={t('feedback.emptyHint')} icon={<MailIcon size={30} />} />;
  }
  return (
    <div className="space-y-3">
      <ul aria-label={t('feedback.history')} className="space-y-2.5">
        {items.map((item) => (
          <li key={item.id}>
            <FeedbackCard item={item} categoryLabel={labelOf(item.category)} />
          </li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('feedback.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
