import type { DashboardFigures } from '@lobby/contract/admin/dashboard';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';

interface Tile {
  label: string;
  value: string;
  hint: string;
  tone?: 'gain' | 'loss';
}

/** The period's headline figures: one tile each, a label over the value and one line of context. */
export function KpiTiles({ totals, currency }: { totals: DashboardFigures; currency: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, { currency });
  const ggrNegative = totals.ggr.startsWith('-');
  const tiles: Tile[] = [
    { label: t('dashboard.registrations'), value: format.number(totals.registrations), hint: '' },
    {
      label: t('dashboard.firstDeposits'),
      value: format.number(totals.firstDeposits),
      hint: t('dashboard.firstDepositAmount', { amount: money(totals.firstDepositAmount) }),
    },
    {
      label: t('dashboard.deposits'),
      value: money(totals.depositAmount),
      hint: t('dashboard.count', { count: totals.deposits }),
    },
    {
      label: t('dashboard.withdrawals'),
      value: money(totals.withdrawalAmount),
      hint: t('dashboard.count', { count: totals.withdrawals }),
    },
    {
      label: t('dashboard.bets'),
      value: money(totals.betAmount),
      hint: t('dashboard.betCount', { n: format.number(totals.bets) }),
    },
    { label: t('dashboard.wins'), value: money(totals.winAmount), hint: '' },
    {
      label: t('dashboard.ggr'),
      value: money(totals.ggr),
      hint: t('dashboard.ggrHint'),
      tone: ggrNegative ? 'loss' : 'gain',
    },
    {
      label: t('dashboard.activePlayers'),
      value: format.number(totals.activePlayers),
      hint: t('dashboard.activeHint'),
    },
  ];
  return (
    <dl className="grid grid-cols-4 gap-3">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-line bg-ink-900 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{tile.label}</dt>
          <dd
            data-testid={`kpi-${tile.label}`}
            className={`mt-1 text-2xl font-semibold tabular-nums ${
              tile.tone === 'loss' ? 'text-rose-300' : tile.tone === 'gain' ? 'text-emerald-300' : 'text-text'
            }`}
          >
            {tile.value}
          </dd>
          <dd className="mt-0.5 h-4 text-xs text-muted">{tile.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
