import { createColumnHelper } from '@tanstack/react-table';
import type { ProviderReport, ProviderReportRow } from '@lobby/contract/provider-wallet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { DataTable } from '../../shared/data-table';

const column = createColumnHelper<ProviderReportRow>();

/** Per provider and day, newest day first; GGR in gold when positive, rose when the players won. */
export function ProviderReportTable({ report }: { report: ProviderReport }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns = useMemo(() => {
    const money = (amount: string) => format.money(amount, { currency: report.currency });
    const amount = (key: 'bets' | 'wins' | 'refunds', header: string) =>
      column.accessor(key, { header, cell: (info) => <span className="tabular-nums">{money(info.getValue())}</span> });
    return [
      column.accessor('day', { header: t('gameProviders.day'), cell: (info) => format.dayMonth(info.getValue()) }),
      column.accessor('providerCode', {
        header: t('gameProviders.provider'),
        cell: (info) => <span className="font-medium text-ink-50">{info.getValue()}</span>,
      }),
      column.accessor('transactions', {
        header: t('gameProviders.transactions'),
        cell: (info) => <span className="tabular-nums">{format.number(info.getValue())}</span>,
      }),
      amount('bets', t('gameProviders.bets')),
      amount('wins', t('gameProviders.wins')),
      amount('refunds', t('gameProviders.refunds')),
      column.accessor('ggr', {
        header: t('gameProviders.ggr'),
        cell: (info) => (
          <span
            className={`font-semibold tabular-nums ${info.getValue().startsWith('-') ? 'text-rose-300' : 'text-gold-300'}`}
          >
            {money(info.getValue())}
          </span>
        ),
      }),
    ];
  }, [t, format, report.currency]);
  const totals = report.totals;
  const money = (value: string) => format.money(value, { currency: report.currency });
  return (
    <>
      <DataTable
        rows={report.rows}
        columns={columns}
        getRowId={(row) => `${row.day}-${row.providerCode}`}
        caption={t('gameProviders.report')}
      />
      <dl className="grid grid-cols-5 gap-3 border-t border-line px-3 py-3 text-[13px]">
        {(
          [
            ['transactions', format.number(totals.transactions)],
            ['bets', money(totals.bets)],
            ['wins', money(totals.wins)],
            ['refunds', money(totals.refunds)],
            ['ggr', money(totals.ggr)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-xs text-muted uppercase">
              {t('gameProviders.total')} · {t(`gameProviders.${key}`)}
            </dt>
            <dd className="font-semibold tabular-nums text-ink-50">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
