import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { MemberGameResults } from '../features/games/components/member-game-results';
import { readGameType } from '../features/games/game-type';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ROUTES } from '../lib/routes';
import { PageHeader } from '../ui/page-header';

/**
 * Favourites and recent games (members only, behind the router's MemberOnly layout): the data type
 * from the path, the game type from the gameType parameter.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const favourites = pathname.startsWith(ROUTES.favGames);
  const title = favourites ? t('title.favourites') : t('title.recent');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-3 pt-4 pb-12">
        <MemberGameResults
          dataType={favourites ? 'fav' : 'recent'}
          gameType={readGameType(params.get('gameType'))}
          label={title}
        />
      </main>
    </>
  );
}
