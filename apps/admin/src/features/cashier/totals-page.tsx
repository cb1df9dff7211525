import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCashierTotals } from '@lobby/contract/admin/cashier';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormat } from '../../lib/format';
import { Field, INPUT_CLASS } from '../../shared/field';
import { useListParams } from '../../shared/list-params';
import { Panel, QueryState } from '../../shared/query-state';
import { totalsQuery } from './cashier-api';
import { channelName } from './channel-name';
import { TotalsChart } from './totals-chart';
import { chartDays, sumsByChannel, type ChannelSum, type Figure } from './totals-figures';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const paramsSchema = z.object({
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});

const CELL = 'px-3 py-1.5 text-right tabular-nums';
const HEAD = 'border-b border-line-strong px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase';

/** Money through each channel per day over a range (the site's days): a chart, the range's sums, each day's rows. */
export function TotalsPage() {
  const { t } = useTranslation();
  const { params: range, update } = useListParams(paramsSchema);
  const totals = useQuery({ ...totalsQuery(range), placeholderData: keepPreviousData });
  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t('totals.range')}
        className="flex items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        {(['from', 'to'] as const).map((key) => (
          <Field key={key} label={t(`cashier.${key}`)} className="w-40">
            {(control) => (
              <input
                {...control}
                type="date"
                value={range[key] ?? totals.data?.[key] ?? ''}
                onChange={(event) => update({ [key]: event.target.value || undefined })}
                className={`${INPUT_CLASS} [color-scheme:dark]`}
              />
            )}
          </Field>
        ))}
        {totals.data && <p className="pb-1.5 text-xs text-muted">{totals.data.timeZone}</p>}
      </form>
      <QueryState query={totals} error={t('totals.error')}>
        {(data) => (
          <>
            <TotalsChart days={chartDays(data)} />
            <Panel label={t('totals.title')}>
              {data.rows.length === 0 ? (
                <p className="p-6 text-muted">{t('totals.empty')}</p>
              ) : (
                <>
                  <TotalsTables totals={data} />
                  <p className="border-t border-line px-3 py-2 text-xs text-muted">{t('totals.note')}</p>
                </>
              )}
            </Panel>
          </>
        )}
      </QueryState>
    </div>
  );
}

function TotalsTables({ totals }: { totals: AdminCashierTotals }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: string) => format.money(amount, { currency: totals.currency });
  const head = (
    <>
      <th scope="col" className={`${HEAD} text-left`}>
        {t('cashier.channel')}
      </th>
      <th scope="col" className={`${HEAD} text-left`}>
        {t('channels.directionLabel')}
      </th>
      <th scope="col" className={`${HEAD} text-right`}>
        {t('totals.count')}
      </th>
      <th scope="col" className={`${HEAD} text-right`}>
        {t('totals.amount')}
      </th>
      <th scope="col" className={`${HEAD} text-right`}>
        {t('totals.fees')}
      </th>
      <th scope="col" className={`${HEAD} text-right`}>
        {t('totals.net')}
      </th>
      <th scope="col" className={`${HEAD} text-right`}>
        {t('totals.pending')}
      </th>
      <th scope="col" className={`${HEAD} text-right`}>
        {t('totals.rejected')}
      </th>
    </>
  );
  // Pending and rejected requests are the withdrawals' own; a deposit row has none.
  const side = (figure: Figure | null) =>
    figure ? (
      <td className={`${CELL} text-muted`}>
        {format.number(figure.count)} · {money(figure.amount)}
      </td>
    ) : (
      <td className={`${CELL} text-muted`}>
        <span aria-hidden>—</span>
        <span className="sr-only">{t('totals.notApplicable')}</span>
      </td>
    );
  const figures = (row: Omit<ChannelSum, 'key' | 'direction' | 'names'>) => (
    <>
      <td className={CELL}>{format.number(row.count)}</td>
      <td className={`${CELL} font-medium`}>{money(row.amount)}</td>
      <td className={`${CELL} text-muted`}>{money(row.fee)}</td>
      <td className={CELL}>{money(row.net)}</td>
      {side(row.pending)}
      {side(row.rejected)}
    </>
  );
  const days = [...totals.rows].sort((a, b) => b.day.localeCompare(a.day) || a.direction.localeCompare(b.direction));
  return (
    <table className="w-full border-collapse text-[13px]">
      <caption className="sr-only">{t('totals.title')}</caption>
      <thead className="bg-ink-850">
        <tr>
          <th scope="col" className={`${HEAD} text-left`}>
            {t('totals.day')}
          </th>
          {head}
        </tr>
      </thead>
      <tbody>
        {sumsByChannel(totals.rows).map((sum) => (
          <tr key={sum.key} className="border-b border-line bg-ink-800/60">
            <th scope="row" className="px-3 py-1.5 text-left font-semibold text-gold-200">
              {t('totals.sum')}
            </th>
            <td className="px-3 py-1.5 font-medium">{channelName(sum.names, format.language)}</td>
            <td className="px-3 py-1.5">{t(`channels.direction.${sum.direction}`)}</td>
            {figures(sum)}
          </tr>
        ))}
        {days.map((row) => (
          <tr key={`${row.day}:${row.direction}:${row.channelId}`} className="border-b border-line odd:bg-ink-900/40">
            <th scope="row" className="px-3 py-1.5 text-left font-normal">
              {format.dayMonth(row.day)}
            </th>
            <td className="px-3 py-1.5">{channelName(row.channelNames, format.language)}</td>
            <td className="px-3 py-1.5">{t(`channels.direction.${row.direction}`)}</td>
            {figures(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
