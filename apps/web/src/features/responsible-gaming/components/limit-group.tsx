import type { RgMoneyLimit, RgMoneyLimitView } from '@lobby/contract/responsible-gaming';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { CardSection } from '../../../ui/card-section';

/** One kind of money limit (deposit, loss or wager) by day, week and month, each with its edit button. */
export function LimitGroup({
  kind,
  limits,
  currency,
  onEdit,
}: {
  kind: RgMoneyLimit;
  limits: readonly RgMoneyLimitView[];
  currency: string;
  onEdit: (limit: RgMoneyLimitView) => void;
}) {
  const { t } = useTranslation();
  const { format } = useDateFormat();
  const rows = limits.filter((limit) => limit.kind === kind);
  return (
    <CardSection title={t(`rg.group.${kind}`)}>
      <p className="-mt-1 mb-3 text-xs text-subtle">{t(`rg.groupHint.${kind}`)}</p>
      <ul className="divide-y divide-line">
        {rows.map((limit) => {
          const label = t(`rg.period.${limit.period}`);
          return (
            <li key={limit.period} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">{label}</p>
                <p className="text-xs text-muted">
                  {limit.amount === null ? (
                    t('rg.noLimit')
                  ) : (
                    <>
                      <span className="font-semibold text-gold-300 tabular-nums">
                        {limit.amount} {currency}
                      </span>
                      <span className="ml-2">{t('rg.used', { used: limit.used })}</span>
                    </>
                  )}
                </p>
                {limit.pending ? (
                  <p className="mt-0.5 text-[11px] font-medium text-amber-300">
                    {t('rg.pending', {
                      value: limit.pending.amount === null ? t('rg.noLimit') : `${limit.pending.amount} ${currency}`,
                      date: format(limit.pending.effectiveAt, 'dateTime'),
                    })}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => onEdit(limit)}
                aria-label={t('rg.editLimit', { name: `${label} ${t(`rg.group.${kind}`).toLowerCase()}` })}
                className="h-8 shrink-0 rounded-full border border-line-strong px-3 text-xs font-semibold text-text transition hover:bg-white/5"
              >
                {t('rg.edit')}
              </button>
            </li>
          );
        })}
      </ul>
    </CardSection>
  );
}
