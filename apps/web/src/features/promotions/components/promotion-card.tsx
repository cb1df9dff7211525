import type { Promotion } from '@lobby/contract/promotions';
import { useTranslation } from '../../../lib/use-translation';
import { activityDetailPath } from '../../../lib/routes';
import { AppLink } from '../../../ui/app-link';
import { ChevronRightIcon } from '../../../ui/icons';
import { PromotionImage } from './promotion-image';

/** A promotion in the list: main image, title and a 'more' label; the whole card opens the detail. */
export function PromotionCard({ promotion, highlighted }: { promotion: Promotion; highlighted: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      id={`promotion-${promotion.id}`}
      className={`scroll-mt-32 overflow-hidden rounded-card border bg-ink-800/80 shadow-card transition ${
        highlighted ? 'border-gold-400/80 ring-2 ring-gold-400/40' : 'border-line'
      }`}
    >
      <AppLink
        to={activityDetailPath(String(promotion.id))}
        aria-label={t('promo.openDetail', { title: promotion.title })}
        className="block focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
      >
        <PromotionImage promotion={promotion} />
        <div className="flex items-center gap-3 px-3.5 py-3">
          <h2 className="min-w-0 flex-1 truncate text-[15px] font-bold">{promotion.title}</h2>
          <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-gold-400/15 py-1 pr-1.5 pl-3 text-xs font-semibold text-gold-300">
            {t('promo.more')}
            <ChevronRightIcon size={14} />
          </span>
        </div>
      </AppLink>
    </article>
  );
}
