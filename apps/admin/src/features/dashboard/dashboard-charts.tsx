import type { DashboardDay } from '@lobby/contract/admin/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { ChartCard, type Series } from './chart-card';
import { plotted } from './dashboard-query';

const GOLD = '#fccf5b';
const VIOLET = '#a78bfa';
const EMERALD = '#34d399';
const ROSE = '#fb7185';

/** The four charts of the period, two by two. */
export function DashboardCharts({ days, currency }: { days: DashboardDay[]; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (label: string, key: keyof DashboardDay, color: string, shape: Series['shape'] = 'bar'): Series => ({
    key,
    label,
    color,
    shape,
    value: (day) => plotted(String(day[key])),
    text: (day) => format.money(String(day[key]), { currency }),
  });
  const count = (label: string, key: keyof DashboardDay, color: string, shape: Series['shape'] = 'bar'): Series => ({
    key,
    label,
    color,
    shape,
    value: (day) => Number(day[key]),
    text: (day) => format.number(Number(day[key])),
  });
  return (
    <div className="grid grid-cols-2 gap-3">
      <ChartCard
        title={t('dashboard.chart.money')}
        days={days}
        series={[
          money(t('dashboard.deposits'), 'depositAmount', EMERALD),
          money(t('dashboard.withdrawals'), 'withdrawalAmount', ROSE),
        ]}
      />
      <ChartCard
        title={t('dashboard.chart.play')}
        days={days}
        series={[
          money(t('dashboard.bets'), 'betAmount', VIOLET),
          money(t('dashboard.wins'), 'winAmount', ROSE),
          money(t('dashboard.ggr'), 'ggr', GOLD, 'line'),
        ]}
      />
      <ChartCard
        title={t('dashboard.chart.players')}
        days={days}
        series={[
          count(t('dashboard.registrations'), 'registrations', VIOLET),
          count(t('dashboard.firstDeposits'), 'firstDeposits', GOLD),
        ]}
      />
      <ChartCard
        title={t('dashboard.chart.active')}
        days={days}
        series={[count(t('dashboard.activePlayers'), 'activePlayers', EMERALD, 'area')]}
      />
    </div>
  );
}
