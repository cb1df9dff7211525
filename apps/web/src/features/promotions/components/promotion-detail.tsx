import type { Promotion } from '@lobby/contract/promotions';
import { useTranslation } from '../../../lib/use-translation';
import { useLanguage } from '../../../lib/use-language';
import { useNavigate } from 'react-router';
import { errorMessageKey } from '../../../lib/error-messages';
import { ROUTES } from '../../../lib/routes';
import { useIsMember } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { usePopupParam } from '../../../lib/use-popup-param';
import { Button } from '../../../ui/button';
import { CalendarIcon, CheckIcon } from '../../../ui/icons';
import { SafeHtml } from '../../../ui/safe-html';
import { useJoinPromotion } from '../api/join-promotion';
import { mainImage, promotionPeriod } from '../dates';

/** The reward application page of a promotion. */
export const applyRewardPath = (id: number) => `${ROUTES.applyReward}?id=${id}`;

/** A promotion in full: image, title, period, the operator's HTML, then Join and Apply for reward. */
export function PromotionDetail({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMember = useIsMember();
  const login = usePopupParam('login');
  const join = useJoinPromotion();
  const image = mainImage(promotion);
  const period = promotionPeriod(promotion, useLanguage(), (start) => t('promo.longTerm', { start }));

  // Visitors get the login popup over this page; after signing in they are still here.
  const asMember = (action: () => void) => (isMember ? action() : login.show());
  const onJoin = () =>
    asMember(() =>
      join.mutate(promotion.id, {
        onSuccess: () => showToast('promo.joinedToast', { tone: 'success' }),
        onError: (error) => showToast(errorMessageKey(error), { tone: 'error' }),
      }),
    );

  return (
    <article className="space-y-4">
      {image ? (
        <img
          src={image}
          alt=""
          width={750}
          height={300}
          className="aspect-[5/2] w-full rounded-card border border-line object-cover shadow-card"
        />
      ) : null}
      <header className="space-y-2">
        <h2 className="text-xl leading-tight font-extrabold">{promotion.title}</h2>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/5 px-3 py-1 text-xs font-semibold text-muted">
          <CalendarIcon size={14} className="text-gold-300" />
          <span className="sr-only">{t('promo.period')}: </span>
          <span data-testid="promotion-period">{period}</span>
        </p>
      </header>
      <div className="rounded-card border border-line bg-surface p-4">
        <SafeHtml html={promotion.content} />
      </div>
      <div className="sticky bottom-0 -mx-3 space-y-2 border-t border-line bg-ink-950 px-3 pt-3 pb-4">
        {!isMember ? <p className="text-center text-xs text-muted">{t('promo.loginToJoin')}</p> : null}
        {!promotion.applicable ? <p className="text-center text-xs text-muted">{t('promo.automatic')}</p> : null}
        <div className="flex gap-3">
          <Button
            variant={promotion.joined ? 'outline' : 'violet'}
            size="lg"
            className="flex-1 px-3! text-[15px]! whitespace-nowrap"
            disabled={promotion.joined || join.isPending}
            onClick={onJoin}
          >
            {promotion.joined ? (
              <>
                <CheckIcon size={18} className="text-emerald-400" />
                {t('promo.joined')}
              </>
            ) : join.isPending ? (
              t('promo.joining')
            ) : (
              t('promo.join')
            )}
          </Button>
          {promotion.applicable ? (
            <Button
              variant="gold"
              size="lg"
              className="flex-1 px-3! text-[15px]! whitespace-nowrap"
              onClick={() => asMember(() => navigate(applyRewardPath(promotion.id)))}
            >
              {t('promo.apply')}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
