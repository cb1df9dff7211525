import { useTranslation } from '../lib/use-translation';
import { RewardCenterView } from '../features/rewards/components/reward-center-view';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { PageHeader } from '../ui/page-header';

/** Reward centre (/m/rewardCenter): the member's applications and their status (members only: the router's MemberOnly layout). */
export function Component() {
  const { t } = useTranslation();
  const title = t('title.rewardCenter');
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <main id="main" className="px-3 pt-4 pb-12">
        <RewardCenterView />
      </main>
    </>
  );
}
