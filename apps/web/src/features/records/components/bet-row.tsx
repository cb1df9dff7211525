import { useTranslation } from '../../../lib/use-translation';
import type { BetRecord } from '@lobby/contract/records';
import { CategoryIcon } from '../../../ui/category-icon';
import { useDateFormat } from '../hooks/use-date-format';
import { TONE_CLASS, toneOf } from '../money';
import { Figure } from './figure';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';

/** One round: game and provider, when, stake and payout, and the result coloured. */
export function BetRow({ bet }: { bet: BetRecord }) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <article
      aria-label={bet.gameName}
      className="flex gap-3 rounded-2xl border border-line bg-ink-900/70 p-3 shadow-card"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-violet-500/15 text-violet-300">
        <CategoryIcon category={bet.gameType} size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="truncate text-sm font-semibold">{bet.gameName}</h3>
          <p className={`shrink-0 text-[15px] font-bold tabular-nums ${TONE_CLASS[toneOf(bet.winLoss)]}`}>
            <span className="sr-only">{t('records.winLoss')} </span>
            {money(bet.winLoss, { signed: true })}
          </p>
        </div>
        <p className="mt-0.5 truncate text-xs text-muted">
          {bet.displayName} · <time dateTime={bet.createdAt}>{dates.time(bet.createdAt)}</time>
        </p>
        <dl className="mt-2 flex gap-1.5 text-[11px] tabular-nums">
          <Figure label={t('records.stake')} value={money(bet.stake)} />
          <Figure label={t('records.payout')} value={money(bet.payout)} />
        </dl>
      </div>
    </article>
  );
}
