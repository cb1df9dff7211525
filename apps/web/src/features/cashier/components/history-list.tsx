import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { ClockIcon } from '../../../ui/icons';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';

interface Page<T> {
  list: T[];
  totalCount: number;
}

interface HistoryListProps<T> {
  label: string;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  empty: { title: string; hint: string };
}

/** A paged history: rows as cards, "load more" at the end, and a loading, failed and empty state of its own. */
export function HistoryList<T>({ label, query, keyOf, render, empty }: HistoryListProps<T>) {
  const { t } = useTranslation();
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <div role="status" aria-label={t('cashier.loading')} className="space-y-2">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 rounded-2xl" />
        ))}
      </div>
    );
  }
  const items = query.data.pages.flatMap((page) => page.list);
  if (items.length === 0) return <EmptyState title={empty.title} hint={empty.hint} icon={<ClockIcon size={30} />} />;
  return (
    <div className="space-y-3">
      <ul aria-label={label} className="space-y-2">
        {items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="w-full"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('cashier.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}

/** One history row: the channel, when, the reference; the amount and its state on the right. */
export function HistoryRow({
  icon,
  title,
  reference,
  at,
  amount,
  badge,
  note,
  action,
  onOpen,
}: {
  icon: ReactNode;
  title: string;
  reference: string;
  /** ISO instant it was made. */
  at: string;
  amount: string;
  badge: ReactNode;
  note?: ReactNode;
  /** A button under the row (cancel a pending request); never inside the row's own button. */
  action?: ReactNode;
  onOpen?: () => void;
}) {
  const dates = useDateFormat();
  const body = (
    <>
      {/* Title and amount share the first line, the time and the state the second: a long bank name keeps its room. */}
      <div className="flex items-start gap-3">
        {icon}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="truncate text-sm font-semibold">{title}</h3>
            <p className="shrink-0 text-[15px] font-bold tabular-nums">{amount}</p>
          </div>
          <div className="mt-1 flex items-center justify-between gap-2">
            <p className="truncate text-xs text-muted">
              <time dateTime={at}>{dates.format(at, 'dateTime')}</time>
            </p>
            <span className="shrink-0">{badge}</span>
          </div>
          <p className="mt-0.5 truncate font-mono text-[11px] text-subtle">{reference}</p>
        </div>
      </div>
      {note ? <div className="mt-2 rounded-xl bg-black/25 px-3 py-2 text-xs text-muted">{note}</div> : null}
    </>
  );
  const box = 'block w-full rounded-2xl border border-line bg-ink-900/70 p-3 text-left shadow-card';
  if (onOpen) {
    return (
      <button type="button" onClick={onOpen} className={`${box} transition hover:border-line-strong`}>
        {body}
      </button>
    );
  }
  return (
    <article className={box}>
      {body}
      {action ? <div className="mt-2 flex justify-end">{action}</div> : null}
    </article>
  );
}
