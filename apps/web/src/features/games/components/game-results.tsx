import { useTranslation } from 'react-i18next';
import { matchesName } from '@lobby/contract';
import { Button } from '../../../ui/button';
import { GameGridSkeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState, Spinner } from '../../../ui/status-views';
import { useGamesInfinite, type GameListParams } from '../api/games';
import { gameTitle } from '../filters';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { GameGrid } from './game-grid';

interface GameResultsProps {
  params: GameListParams;
  /** Narrows the loaded list at once while a new name search is on its way. */
  localName?: string;
  label?: string;
  /** Load more on scroll (lists) or only with the button (search). */
  infinite?: boolean;
  empty?: { title: string; hint?: string };
}

/** A server game list: skeleton on first load, error with retry, empty view, more pages on scroll. */
export function GameResults({ params, localName = '', label, infinite = true, empty }: GameResultsProps) {
  const { t } = useTranslation();
  const query = useGamesInfinite(params);
  const loadMore = () => void query.fetchNextPage();
  useInfiniteScroll({
    hasMore: infinite && query.hasNextPage,
    busy: query.isFetching,
    onLoadMore: loadMore,
  });

  if (query.isPending) return <GameGridSkeleton />;
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const games = query.data.pages
    .flatMap((page) => page.games)
    .filter((game) => matchesName(gameTitle(game), localName));
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
