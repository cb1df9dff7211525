import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_GAME_NAME_LENGTH, PAGE_SIZE } from '@lobby/contract/core';
import { LOTTERY_GAME_TYPES, matchesName, type GameType } from '@lobby/contract/games';
import { useSearchInput } from '../../../lib/use-search-input';
import { SearchIcon } from '../../../ui/icons';
import { SearchField } from '../../../ui/search-field';
import { GameGridSkeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useHotGames } from '../api/hot-games';
import { gameTitle } from '../game-title';
import { GameGrid } from './game-grid';
import { useRecentSearches } from '../hooks/use-recent-searches';
import '../messages';
import { GameResults } from './game-results';
import { RecentSearches } from './recent-searches';

interface SearchPanelProps {
  /** Limit the search to one game type. */
  gameType?: GameType;
  /** The committed search term (e.g. from the URL). */
  term: string;
  onTermChange: (term: string) => void;
  autoFocus?: boolean;
}

/**
 * Name search: 500 ms debounce or Enter; recommended hot games while empty; results with a
 * load-more button; a no-games message. Lottery types have no search.
 */
export function SearchPanel({ gameType, term, onTermChange, autoFocus }: SearchPanelProps) {
  const { t } = useTranslation();
  const search = useSearchInput(term, onTermChange);
  const recent = useRecentSearches();
  const { record } = recent;
  // Each committed term is kept; one typed on from the last (debounced "dra", then "dragon") replaces it.
  const lastRecorded = useRef('');
  useEffect(() => {
    if (!term) {
      lastRecorded.current = '';
      return;
    }
    record(term, lastRecorded.current);
    lastRecorded.current = term;
  }, [term, record]);
  if (gameType && LOTTERY_GAME_TYPES.includes(gameType)) {
    return <EmptyState title={t('search.unavailable')} icon={<SearchIcon size={28} />} />;
  }
  return (
    <div className="space-y-4">
      <SearchField
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search.value}
        onChange={search.setValue}
        onSubmit={search.submit}
        onClear={search.clear}
        autoFocus={autoFocus}
        maxLength={MAX_GAME_NAME_LENGTH}
      />
      {term ? (
        <section aria-labelledby="search-results">
          <h2 id="search-results" className="mb-3 text-sm font-semibold text-muted">
            {t('search.results')}
          </h2>
          <GameResults
            params={{ gameType, gameName: term, pageSize: PAGE_SIZE.search }}
            localName={search.value}
            infinite={false}
            label={t('search.results')}
            empty={{ title: t('search.noGames'), hint: t('search.noGamesHint') }}
          />
        </section>
      ) : (
        <>
          {search.value ? null : (
            <RecentSearches list={recent.list} onRun={onTermChange} onRemove={recent.remove} onClear={recent.clear} />
          )}
          <Recommended gameType={gameType} filter={search.value} />
        </>
      )}
    </div>
  );
}

/** Hot games as "recommended for you", filtered locally by what is typed so far. */
function Recommended({ gameType, filter }: { gameType?: GameType; filter: string }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  const games = (hot.data ?? []).filter(
    (game) => (!gameType || game.gameType === gameType) && matchesName(gameTitle(game), filter),
  );
  return (
    <section aria-labelledby="search-recommended">
      <h2 id="search-recommended" className="mb-3 text-sm font-semibold text-muted">
        {t('search.recommended')}
      </h2>
      {hot.isPending ? (
        <GameGridSkeleton />
      ) : hot.isError ? (
        <ErrorState error={hot.error} onRetry={() => void hot.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState title={t('search.noGames')} />
      ) : (
        <GameGrid games={games} label={t('search.recommended')} />
      )}
    </section>
  );
}
