import { useTranslation } from '../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { usePromotion } from '../features/promotions/api/promotion';
import { idParam } from '../features/promotions/components/promotions-view';
import { ApplyRewardForm } from '../features/rewards/components/apply-reward-form';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ApiError } from '../lib/api-client';
import { ROUTES } from '../lib/routes';
import { useIsMember } from '../lib/session';
import { PageHeader } from '../ui/page-header';
import { Skeleton } from '../ui/skeleton';
import { ErrorState } from '../ui/status-views';

/**
 * Reward application (/m/applyReward?id=): without a session, without an id or for an unknown
 * promotion the player goes to /m/activity (spec §2).
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isMember = useIsMember();
  const id = idParam(params.get('id'));
  const promotion = usePromotion(isMember ? id : null);
  useDocumentTitle(t('reward.title'));
  const unknown = promotion.error instanceof ApiError && promotion.error.status === 404;
  if (!isMember || id === null || unknown) return <Navigate to={ROUTES.activity} replace />;
  return (
    <>
      <PageHeader title={t('reward.title')} />
      <main id="main" className="space-y-5 px-3 pt-4 pb-12">
        {promotion.isPending ? (
          <div role="status" aria-label={t('promo.loading')} className="space-y-4">
            <Skeleton className="h-16 w-full rounded-card" />
            <Skeleton className="h-40 w-full rounded-card" />
          </div>
        ) : promotion.isError ? (
          <ErrorState error={promotion.error} onRetry={() => void promotion.refetch()} />
        ) : (
          <>
            <div className="rounded-card border border-line bg-surface px-4 py-3">
              <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t('reward.for')}</p>
              <p className="mt-0.5 text-base font-bold">{promotion.data.title}</p>
            </div>
            {promotion.data.applicable ? (
              <ApplyRewardForm key={promotion.data.id} promotion={promotion.data} />
            ) : (
              <p role="status" className="rounded-xl border border-line bg-white/[0.03] p-3 text-sm text-muted">
                {t('reward.notApplicable')}
              </p>
            )}
          </>
        )}
      </main>
    </>
  );
}
