import { useTranslation } from '../lib/use-translation';
import { Navigate, useLocation } from 'react-router';
import { RewardCenterView } from '../features/rewards/components/reward-center-view';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ROUTES } from '../lib/routes';
import { useIsMember } from '../lib/session';
import { PageHeader } from '../ui/page-header';

/** Reward centre (/m/rewardCenter): the member's applications and their status; visitors go to login. */
export function Component() {
  const { t } = useTranslation();
  const isMember = useIsMember();
  const { pathname, search } = useLocation();
  const title = t('title.rewardCenter');
  useDocumentTitle(title);
  if (!isMember) return <Navigate to={ROUTES.login} replace state={{ from: `${pathname}${search}` }} />;
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-3 pt-4 pb-12">
        <RewardCenterView />
      </main>
    </>
  );
}
