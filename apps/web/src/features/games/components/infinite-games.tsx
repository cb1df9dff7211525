import { useTranslation } from '../../../lib/use-translation';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { Game } from '@lobby/contract/games';
import { useDeferredAnswer } from '../../../first-paint/app-painted';
import { Button } from '../../../ui/button';
import { GameGridSkeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState, Spinner } from '../../../ui/status-views';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { GameGrid } from './game-grid';

export interface InfiniteGamesProps {
  label?: string;
  /** Load more on scroll (lists) or only with the button (search). */
  infinite?: boolean;
  empty?: { title: string; hint?: string };
}

interface Props<Page> extends InfiniteGamesProps {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The games to show from the loaded pages (after any local narrowing). */
  games: (pages: readonly Page[]) => Game[];
}

/** A paged game list: skeleton on first load, error with retry, empty view, more pages on scroll. */
export function InfiniteGames<Page>({ query, games: pick, label, infinite = true, empty }: Props<Page>) {
  const { t } = useTranslation();
  const loadMore = () => void query.fetchNextPage();
  useInfiniteScroll({
    hasMore: infinite && query.hasNextPage,
    busy: query.isFetching,
    onLoadMore: loadMore,
  });
  // A list page the server painted first keeps that paint until its own first cards are here.
  const { data, pending } = useDeferredAnswer(query);

  if (pending) return <GameGridSkeleton />;
  if (query.isError && !data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const games = data ? pick(data.pages) : [];
  if (games.length === 0) {
    return <EmptyState title={empty?.title ?? t('games.empty')} hint={empty?.hint ?? t('games.emptyHint')} />;
  }
  return (
    <div>
      <GameGrid games={games} label={label} />
      <div className="mt-4">
        {query.isFetchNextPageError ? (
          <ErrorState compact error={query.error} onRetry={loadMore} />
        ) : query.isFetchingNextPage ? (
          <Spinner label={t('games.loadingMore')} />
        ) : query.hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="outline" onClick={loadMore}>
              {infinite ? t('games.loadMore') : t('search.loadMore')}
            </Button>
          </div>
        ) : (
          <p className="py-3 text-center text-xs text-subtle">{t('games.end')}</p>
        )}
      </div>
    </div>
  );
}
