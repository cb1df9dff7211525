import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { SearchPanel } from '../features/games/components/search-panel';
import { FILTER_PARAMS } from '../features/games/filters';
import { readGameType } from '../features/games/game-type';
import { PageHeader } from '../ui/page-header';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';

/** The search page: data type from the path (search), game type from the gameType parameter. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const term = params.get(FILTER_PARAMS.gameName) ?? '';
  useDocumentTitle(t('title.search'));
  const onTermChange = useCallback(
    (next: string) =>
      setParams(
        (prev) => {
          const copy = new URLSearchParams(prev);
          if (next) copy.set(FILTER_PARAMS.gameName, next);
          else copy.delete(FILTER_PARAMS.gameName);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return (
    <>
      <PageHeader title={t('title.search')} />
      <main id="main" className="px-3 pt-4 pb-12">
        <SearchPanel
          gameType={readGameType(params.get('gameType'))}
          term={term}
          onTermChange={onTermChange}
          autoFocus
        />
      </main>
    </>
  );
}
