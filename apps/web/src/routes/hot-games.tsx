import { useTranslation } from '../lib/use-translation';
import { hotGamesOptions } from '../features/games/api/hot-games';
import { HotGamesGrid } from '../features/games/components/hot-games-grid';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { FireIcon } from '../ui/icons';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';

export function loader() {
  void queryClient.prefetchQuery(hotGamesOptions(currentLanguage()));
  return null;
}

/** The hot game center: hot-game grid with name search and load-more. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('entry.HOT'));
  return (
    <div className="space-y-4">
      <h1 className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
        <FireIcon className="text-rose-500" />
        {t('entry.HOT')}
      </h1>
      <HotGamesGrid />
    </div>
  );
}
