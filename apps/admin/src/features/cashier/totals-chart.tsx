import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../lib/format';
import type { chartDays } from './totals-figures';

const AXIS = { stroke: '#8f89bf', fontSize: 11, tickLine: false, axisLine: false } as const;

/** Money in and out per day as bars (the table below carries the same figures for those who do not read charts). */
export function TotalsChart({ days }: { days: ReturnType<typeof chartDays> }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const data = days.map((point) => ({ ...point, label: format.dayMonth(point.day) }));
  return (
    <figure aria-labelledby={titleId} className="rounded-lg border border-line bg-ink-900 p-4">
      <figcaption id={titleId} className="mb-2 text-sm font-semibold">
        {t('totals.chart')}
      </figcaption>
      <div aria-hidden className="h-48">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="rgb(255 255 255 / 0.06)" vertical={false} />
            <XAxis dataKey="label" {...AXIS} minTickGap={16} />
            <YAxis {...AXIS} width={64} tickFormatter={(value: number) => format.number(value)} />
            <Tooltip
              cursor={{ fill: 'rgb(255 255 255 / 0.04)' }}
              contentStyle={{ background: '#120f31', border: '1px solid rgb(255 255 255 / 0.16)', borderRadius: 8 }}
              labelStyle={{ color: '#f6f4ff' }}
              formatter={(value) => format.money(Number(value).toFixed(2))}
            />
            <Legend wrapperStyle={{ fontSize: 12, color: '#aaa5d3' }} iconType="circle" iconSize={8} />
            <Bar
              dataKey="deposit"
              name={t('totals.deposits')}
              fill="#fccf5b"
              radius={[3, 3, 0, 0]}
              maxBarSize={22}
              isAnimationActive={false}
            />
            <Bar
              dataKey="withdrawal"
              name={t('totals.withdrawals')}
              fill="#a78bfa"
              radius={[3, 3, 0, 0]}
              maxBarSize={22}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
