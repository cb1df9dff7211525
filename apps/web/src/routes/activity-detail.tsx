import { useTranslation } from '../lib/use-translation';
import { useSearchParams } from 'react-router';
import { usePromotion } from '../features/promotions/api/promotion';
import { PromotionDetail } from '../features/promotions/components/promotion-detail';
import { idParam } from '../features/promotions/components/promotions-view';
import { useDocumentTitle } from '../shared/site/hooks/use-document-title';
import { ApiError } from '../lib/api-client';
import { ROUTES } from '../lib/routes';
import { AppLink } from '../ui/app-link';
import { buttonClass } from '../ui/button';
import { GiftIcon } from '../ui/icons';
import { PageHeader } from '../ui/page-header';
import { Skeleton } from '../ui/skeleton';
import { EmptyState, ErrorState } from '../ui/status-views';

/** One promotion (/m/activityDetail?id=): an unknown or ended one says so and links back to the list. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const promotion = usePromotion(id);
  useDocumentTitle(promotion.data?.title ?? t('promo.detailTitle'));
  const missing = id === null || (promotion.error instanceof ApiError && promotion.error.status === 404);
  return (
    <>
      <PageHeader title={t('promo.detailTitle')} />
      <main id="main" className="px-3 pt-4 pb-0">
        {missing ? (
          <div className="space-y-2 text-center">
            <EmptyState title={t('promo.notFound')} icon={<GiftIcon size={30} />} />
            <AppLink to={ROUTES.activity} className={buttonClass('outline', 'md')}>
              {t('promo.backToList')}
            </AppLink>
          </div>
        ) : promotion.isPending ? (
          <div role="status" aria-label={t('promo.loading')} className="space-y-4">
            <Skeleton className="aspect-[5/2] w-full rounded-card" />
            <Skeleton className="h-7 w-3/4" />
            <Skeleton className="h-48 w-full rounded-card" />
          </div>
        ) : promotion.isError ? (
          <ErrorState error={promotion.error} onRetry={() => void promotion.refetch()} />
        ) : (
          <PromotionDetail promotion={promotion.data} />
        )}
      </main>
    </>
  );
}
