import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { ErrorState, Spinner } from '../../../ui/status-views';

interface PagingQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** Below the rows: how many of how many, and the next 20 on request. */
export function PagingFooter({ query, shown, total }: { query: PagingQuery; shown: number; total: number }) {
  const { t } = useTranslation();
  const loadMore = () => void query.fetchNextPage();
  if (query.isFetchNextPageError) return <ErrorState compact error={query.error} onRetry={loadMore} />;
  if (query.isFetchingNextPage) return <Spinner label={t('records.loadingMore')} />;
  if (!query.hasNextPage) return <p className="py-3 text-center text-xs text-subtle">{t('records.end')}</p>;
  return (
    <div className="flex flex-col items-center gap-2 pt-1 pb-2">
      <p className="text-xs text-subtle">{t('records.shown', { shown, total })}</p>
      <Button variant="outline" onClick={loadMore} className="min-w-40">
        {t('records.loadMore')}
      </Button>
    </div>
  );
}
