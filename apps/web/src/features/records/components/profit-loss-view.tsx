import { useTranslation } from '../../../lib/use-translation';
import type { ProfitLoss } from '@lobby/contract/records';
import { CategoryIcon } from '../../../ui/category-icon';
import { ErrorState } from '../../../ui/status-views';
import { useProfitLoss } from '../api/profit-loss';
import { toInstants } from '../hooks/date-range';
import { useRecordsFilters } from '../hooks/use-records-filters';
import { TONE_CLASS, toneOf } from '../money';
import { DateRangeFilter } from './date-range-filter';
import { Figure } from './figure';
import { GameTypeFilter } from './filters';
import { KIND_LOOK } from './record-icons';
import { RecordsSkeleton } from './records-skeleton';
import { TotalsStrip } from './totals-strip';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';

/** Profit and loss: the member's result per game type and the money moved over a range. */
export function ProfitLossView() {
  const { filters, setPreset, setDays, setGameType } = useRecordsFilters();
  const query = useProfitLoss({ ...toInstants(filters.range), gameType: filters.gameType });
  return (
    <div className="space-y-4">
      <DateRangeFilter range={filters.range} preset={filters.preset} onPreset={setPreset} onDays={setDays} />
      <GameTypeFilter value={filters.gameType} onChange={setGameType} />
      {query.isPending ? (
        <RecordsSkeleton rows={3} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ProfitLossReport report={query.data} busy={query.isPlaceholderData} />
      )}
    </div>
  );
}

function ProfitLossReport({ report, busy }: { report: ProfitLoss; busy: boolean }) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const { totals } = report;
  return (
    <div aria-busy={busy} className="space-y-5 transition-opacity aria-busy:opacity-60">
      <TotalsStrip
        main={{
          label: t('records.result'),
          value: money(totals.profit, { signed: true }),
          tone: toneOf(totals.profit),
        }}
        items={[
          { label: t('records.rounds'), value: String(totals.rounds) },
          { label: t('records.stake'), value: money(totals.stake) },
          { label: t('records.payout'), value: money(totals.payout) },
        ]}
      />
      <section aria-labelledby="pl-play">
        <h2 id="pl-play" className="mb-2 px-1 text-xs font-semibold tracking-wide text-subtle">
          {t('records.byGameType')}
        </h2>
        {report.byGameType.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line px-4 py-5 text-center text-sm text-muted">
            {t('records.noPlay')}
          </p>
        ) : (
          <ul className="space-y-2">
            {report.byGameType.map((row) => (
              <li key={row.gameType}>
                <GameTypeRow row={row} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <MoneyMoved report={report} />
    </div>
  );
}

function GameTypeRow({ row }: { row: ProfitLoss['byGameType'][number] }) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const name = t(`entry.${row.gameType}`);
  return (
    <article
      aria-label={name}
      className="flex items-center gap-3 rounded-2xl border border-line bg-ink-900/70 p-3 shadow-card"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-violet-500/15 text-violet-300">
        <CategoryIcon category={row.gameType} size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate text-sm font-semibold">{name}</h3>
        <dl className="mt-1.5 flex flex-wrap gap-1.5 text-[11px] tabular-nums">
          <Figure label={t('records.rounds')} value={String(row.rounds)} />
          <Figure label={t('records.stake')} value={money(row.stake)} />
          <Figure label={t('records.payout')} value={money(row.payout)} />
        </dl>
      </div>
      <p className={`shrink-0 text-[15px] font-bold tabular-nums ${TONE_CLASS[toneOf(row.profit)]}`}>
        <span className="sr-only">{t('records.profit')} </span>
        {money(row.profit, { signed: true })}
      </p>
    </article>
  );
}

function MoneyMoved({ report }: { report: ProfitLoss }) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const tiles = [
    { kind: 'deposit', label: t('records.deposits'), value: report.deposits },
    { kind: 'withdrawal', label: t('records.withdrawals'), value: report.withdrawals },
    { kind: 'reward', label: t('records.rewards'), value: report.rewards },
    { kind: 'adjustment', label: t('records.adjustments'), value: report.adjustments },
  ] as const;
  return (
    <section aria-labelledby="pl-money">
      <h2 id="pl-money" className="mb-2 px-1 text-xs font-semibold tracking-wide text-subtle">
        {t('records.moneyMoved')}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        {tiles.map(({ kind, label, value }) => {
          const { Icon, className } = KIND_LOOK[kind];
          return (
            // The icon sits in the term (a <dl> allows a term and its value directly in one <div>).
            <div
              key={kind}
              className="relative min-w-0 rounded-2xl border border-line bg-ink-900/70 py-3 pr-3 pl-[3.625rem]"
            >
              <dt className="truncate text-[11px] font-semibold text-subtle">
                <span
                  aria-hidden="true"
                  className={`absolute top-1/2 left-3 grid size-9 -translate-y-1/2 place-items-center rounded-full ${className}`}
                >
                  <Icon size={16} />
                </span>
                {label}
              </dt>
              <dd className="truncate text-sm font-bold tabular-nums">{money(value)}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
