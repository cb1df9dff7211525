import { useState } from 'react';
import '../messages';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_GAME_NAME_LENGTH, PAGE_SIZE } from '@lobby/contract/core';
import { matchesName } from '@lobby/contract/games';
import { Button } from '../../../ui/button';
import { SearchField } from '../../../ui/search-field';
import { GameGridSkeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useHotGames } from '../api/hot-games';
import { gameTitle } from '../game-title';
import { GameGrid } from './game-grid';
import { useFirstPaintHandOver } from '../../../first-paint/app-painted';

/** The hot-game grid: local name search and a load-more button, a page of 12 at a time. */
export function HotGamesGrid() {
  const { t } = useTranslation();
  const hot = useHotGames();
  // The hot page the server painted first keeps that paint until these cards are here.
  useFirstPaintHandOver(!hot.isPending);
  const [name, setName] = useState('');
  const [pages, setPages] = useState(1);
  const changeName = (value: string) => {
    setName(value);
    setPages(1);
  };
  const games = (hot.data ?? []).filter((game) => matchesName(gameTitle(game), name));
  const shown = games.slice(0, pages * PAGE_SIZE.hotGrid);
  return (
    <div className="space-y-4">
      <SearchField
        label={t('hot.searchLabel')}
        value={name}
        onChange={changeName}
        onClear={() => changeName('')}
        maxLength={MAX_GAME_NAME_LENGTH}
      />
      {hot.isPending ? (
        <GameGridSkeleton />
      ) : hot.isError ? (
        <ErrorState error={hot.error} onRetry={() => void hot.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('search.noGames')} hint={t('search.noGamesHint')} />
      ) : (
        <>
          <GameGrid games={shown} label={t('entry.HOT')} />
          {shown.length < games.length ? (
            <div className="flex justify-center">
              <Button variant="outline" onClick={() => setPages(pages + 1)}>
                {t('hot.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
