import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../lib/routes';
import { useIsMember } from '../lib/session';
import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/status-views';

/** Favourites and recent games: members only; a visitor is sent to the login route. */
export function Component() {
  const { t } = useTranslation();
  const isMember = useIsMember();
  const { pathname, search } = useLocation();
  if (!isMember) return <Navigate to={ROUTES.login} replace state={{ from: `${pathname}${search}` }} />;
  const title = pathname.startsWith(ROUTES.favGames) ? t('title.favourites') : t('title.recent');
  return (
    <>
      <PageHeader title={title} />
      <main className="px-3 pt-4 pb-12">
        <EmptyState title={t('soon.heading')} hint={t('soon.body')} />
      </main>
    </>
  );
}
