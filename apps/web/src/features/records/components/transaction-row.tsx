import { useTranslation } from '../../../lib/use-translation';
import type { Transaction } from '@lobby/contract/records';
import { useDateFormat } from '../hooks/use-date-format';
import { TONE_CLASS, toneOf } from '../money';
import { KIND_LOOK } from './record-icons';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';

/** One balance change: its kind and game, when, the signed amount and the balance it left. */
export function TransactionRow({ entry }: { entry: Transaction }) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const dates = useDateFormat();
  const { Icon, className } = KIND_LOOK[entry.kind];
  const kind = t(`records.kind.${entry.kind}`);
  return (
    <article
      aria-label={kind}
      className="flex items-center gap-3 rounded-2xl border border-line bg-ink-900/70 p-3 shadow-card"
    >
      <span className={`grid size-10 shrink-0 place-items-center rounded-full ${className}`}>
        <Icon size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-sm font-semibold">{kind}</h3>
        <p className="mt-0.5 truncate text-xs text-muted">
          {entry.gameName ? `${entry.gameName} · ` : ''}
          <time dateTime={entry.createdAt}>{dates.time(entry.createdAt)}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={`text-[15px] font-bold tabular-nums ${TONE_CLASS[toneOf(entry.amount)]}`}>
          {money(entry.amount, { signed: true })}
        </p>
        <p className="mt-0.5 text-[11px] text-subtle tabular-nums">
          {t('records.balanceAfter', { amount: money(entry.balanceAfter) })}
        </p>
      </div>
    </article>
  );
}
