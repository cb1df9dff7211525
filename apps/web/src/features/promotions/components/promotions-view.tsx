import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { usePromotionCategories } from '../api/promotion-categories';
import { usePromotions } from '../api/promotions';
import { useScrollToPromotion } from '../hooks/use-scroll-to-promotion';
import { CategoryTabs } from './category-tabs';
import { PromotionCard } from './promotion-card';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { Skeleton } from '../../../ui/skeleton';
import { GiftIcon } from '../../../ui/icons';
import { useFirstPaintHandOver } from '../../../first-paint/app-painted';

export const CATEGORY_PARAM = 'category';
export const ID_PARAM = 'id';
const PANEL_ID = 'promotions-panel';

/** A positive integer from the address, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** The promotions list: category tabs ('All' first, kept in the address) and the cards of the chosen one. */
export function PromotionsView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const promotions = usePromotions();
  const categories = usePromotionCategories();
  const focusId = idParam(params.get(ID_PARAM));
  const wanted = idParam(params.get(CATEGORY_PARAM)) ?? undefined;
  const selected = categories.data?.some((category) => category.id === wanted) ? wanted : undefined;
  const shown = (promotions.data ?? []).filter(
    (promotion) => selected === undefined || promotion.promoAnnouncementCategoryIds.includes(selected),
  );
  useScrollToPromotion(focusId, promotions.isSuccess);
  useFirstPaintHandOver(!promotions.isPending);

  const choose = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    next.delete(ID_PARAM);
    if (id === undefined) next.delete(CATEGORY_PARAM);
    else next.set(CATEGORY_PARAM, String(id));
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-4">
      <CategoryTabs categories={categories.data ?? []} selected={selected} onSelect={choose} panelId={PANEL_ID} />
      <section id={PANEL_ID} role="tabpanel" aria-busy={promotions.isPending} className="space-y-4">
        {promotions.isPending ? (
          <div role="status" aria-label={t('promo.loading')} className="space-y-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="aspect-[5/2.6] w-full rounded-card" />
            ))}
          </div>
        ) : promotions.isError ? (
          <ErrorState error={promotions.error} onRetry={() => void promotions.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title={t('promo.empty')} hint={t('promo.emptyHint')} icon={<GiftIcon size={30} />} />
        ) : (
          shown.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} highlighted={promotion.id === focusId} />
          ))
        )}
      </section>
    </div>
  );
}
