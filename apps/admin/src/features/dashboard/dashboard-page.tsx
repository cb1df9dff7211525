import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_RANGES } from '@lobby/contract/admin/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { useListParams } from '../../shared/list-params';
import { PageHeader } from '../../shared/page-header';
import { QueryState } from '../../shared/query-state';
import { DashboardCharts } from './dashboard-charts';
import { dashboardParamsSchema, dashboardQuery } from './dashboard-query';
import { KpiTiles } from './kpi-tiles';

/** The console's front page for admin and finance: the period's figures, then the charts per day. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const { params, update } = useListParams(dashboardParamsSchema);
  const figures = useQuery({ ...dashboardQuery(params.range), placeholderData: keepPreviousData });
  const data = figures.data;

  return (
    <section aria-busy={figures.isFetching}>
      <PageHeader
        title={t('dashboard.title')}
        {...(data
          ? {
              subtitle: t('dashboard.subtitle', {
                from: format.date(`${data.from}T12:00:00Z`),
                to: format.date(`${data.to}T12:00:00Z`),
                zone: data.timeZone,
              }),
            }
          : {})}
        actions={
          <div
            role="group"
            aria-label={t('dashboard.range')}
            className="flex rounded-md border border-line-strong p-0.5"
          >
            {DASHBOARD_RANGES.map((range) => (
              <button
                key={range}
                type="button"
                aria-pressed={params.range === range}
                onClick={() => update({ range })}
                className="h-7 rounded px-3 text-sm font-medium text-muted hover:text-text aria-pressed:bg-gold-400 aria-pressed:text-ink-950"
              >
                {t(`dashboard.range.${range}`)}
              </button>
            ))}
          </div>
        }
      />
      <QueryState query={figures} error={t('dashboard.error')}>
        {(value) => (
          <div className="flex flex-col gap-3">
            <KpiTiles totals={value.totals} currency={value.currency} />
            <DashboardCharts days={value.days} currency={value.currency} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
