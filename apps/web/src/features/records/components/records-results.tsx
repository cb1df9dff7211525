import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { PagingFooter } from './paging-footer';
import { RecordsSkeleton } from './records-skeleton';

interface Page {
  list: unknown[];
  totalCount: number;
}

interface RecordsResultsProps<P extends Page> {
  query: UseInfiniteQueryResult<InfiniteData<P>>;
  /** The totals card, from the first page (every page carries the same totals). */
  totals: (page: P, busy: boolean) => ReactNode;
  rows: (rows: P['list']) => ReactNode;
  empty: { title: string; hint: string; icon: ReactNode };
}

/** A paged records list: skeleton first, the API's error with a retry, totals, rows or an empty view, load more. */
export function RecordsResults<P extends Page>({ query, totals, rows, empty }: RecordsResultsProps<P>) {
  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError && !query.isFetchNextPageError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const pages = query.data?.pages ?? [];
  const [first] = pages;
  if (!first) return <RecordsSkeleton />;
  const list: P['list'] = pages.flatMap((page) => page.list);
  const busy = query.isPlaceholderData;
  // Nothing at all in the period: a row of zeros would say less than the empty view.
  if (list.length === 0) return <EmptyState title={empty.title} hint={empty.hint} icon={empty.icon} />;
  return (
    <div className="space-y-5">
      {totals(first, busy)}
      <div aria-busy={busy} className="space-y-4 transition-opacity aria-busy:opacity-60">
        {rows(list)}
        <PagingFooter query={query} shown={list.length} total={first.totalCount} />
      </div>
    </div>
  );
}
