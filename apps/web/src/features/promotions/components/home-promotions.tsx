import { useDeferredValue } from 'react';
import { HOME_PROMOTIONS } from '@lobby/contract/core';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES, activityDetailPath } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { SectionHeader } from '../../../ui/section-header';
import { GiftIcon } from '../../../ui/icons';
import { usePromotions } from '../api/promotions';
import { PromotionImage } from './promotion-image';

/** Height the tiles take, so the placeholder before this chunk arrives holds the same space. */
export const HOME_PROMOTIONS_HEIGHT = 'min-h-[164px]';

/** Home's promo area: the first promotions as tiles, each opening its detail (a lazy chunk of home). */
export function HomePromotions() {
  const { t } = useTranslation();
  const promotions = usePromotions();
  // Rendered synchronously when it arrives (a query result): deferred, the tiles render in a transition.
  const data = useDeferredValue(promotions.data);
  const tiles = (data ?? []).slice(0, HOME_PROMOTIONS);
  // Nothing published (or the call failed): the area is left out rather than shown empty.
  if (promotions.isError || (data !== undefined && tiles.length === 0)) return null;
  return (
    <section aria-labelledby="home-promotions" className={HOME_PROMOTIONS_HEIGHT}>
      <SectionHeader
        id="home-promotions"
        title={t('title.activity')}
        icon={<GiftIcon size={20} className="text-gold-300" />}
        link={{ to: ROUTES.activity, label: t('home.viewAll') }}
      />
      <ul className="scrollbar-none -mx-3 flex snap-x scroll-px-3 gap-3 overflow-x-auto px-3">
        {tiles.map((promotion) => (
          <li key={promotion.id} className="w-[58%] shrink-0 snap-start">
            <AppLink
              to={activityDetailPath(String(promotion.id))}
              className="block overflow-hidden rounded-card border border-line bg-ink-800 shadow-card"
            >
              <PromotionImage promotion={promotion} />
              <span className="block truncate px-2.5 py-2 text-xs font-semibold">{promotion.title}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
