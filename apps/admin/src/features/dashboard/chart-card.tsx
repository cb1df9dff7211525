import type { DashboardDay } from '@lobby/contract/admin/dashboard';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useFormat } from '../../lib/format';

export interface Series {
  key: string;
  label: string;
  color: string;
  shape: 'bar' | 'line' | 'area';
  /** For drawing. */
  value: (day: DashboardDay) => number;
  /** As a reader sees it, in the tooltip and the table. */
  text: (day: DashboardDay) => string;
}

const AXIS = { stroke: '#8f89bf', fontSize: 11, tickLine: false, axisLine: false } as const;

/** One chart with its title, and the same figures as a table for those who do not read charts. */
export function ChartCard({ title, days, series }: { title: string; days: DashboardDay[]; series: Series[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const rows = days.map((day) => ({
    label: format.dayMonth(day.date),
    ...Object.fromEntries(series.map((s) => [s.key, s.value(day)])),
  }));
  const textOf = new Map(series.map((s) => [s.key, s]));
  return (
    <figure aria-labelledby={titleId} className="flex flex-col rounded-lg border border-line bg-ink-900 p-4">
      <figcaption id={titleId} className="mb-2 text-sm font-semibold">
        {title}
      </figcaption>
      <div aria-hidden className="h-52">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={rows} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="rgb(255 255 255 / 0.06)" vertical={false} />
            <XAxis dataKey="label" {...AXIS} minTickGap={16} />
            <YAxis {...AXIS} width={56} tickFormatter={(value: number) => format.number(value)} />
            <Tooltip
              cursor={{ fill: 'rgb(255 255 255 / 0.04)' }}
              contentStyle={{ background: '#120f31', border: '1px solid rgb(255 255 255 / 0.16)', borderRadius: 8 }}
              labelStyle={{ color: '#f6f4ff' }}
              formatter={(_value, name, item) => {
                const s = textOf.get(String(item.dataKey));
                const day = days[rows.indexOf(item.payload as (typeof rows)[number])];
                return [s && day ? s.text(day) : String(_value), name];
              }}
            />
            <Legend
              wrapperStyle={{ fontSize: 12, color: '#aaa5d3' }}
              iconType="circle"
              iconSize={8}
              itemSorter={null}
            />
            {series.map((s) => shapeOf(s))}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-xs">
        <summary className="cursor-pointer text-muted hover:text-text">{t('dashboard.chart.data')}</summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('dashboard.date')}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-1 pr-3 text-right font-medium">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.date} className="border-t border-line">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {rows[index]?.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="py-1 pr-3 text-right">
                    {s.text(day)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function shapeOf(s: Series) {
  const common = { key: s.key, dataKey: s.key, name: s.label, isAnimationActive: false } as const;
  if (s.shape === 'bar') return <Bar {...common} fill={s.color} radius={[3, 3, 0, 0]} maxBarSize={18} />;
  if (s.shape === 'line') return <Line {...common} stroke={s.color} strokeWidth={2} dot={false} type="monotone" />;
  return <Area {...common} stroke={s.color} fill={s.color} fillOpacity={0.18} strokeWidth={2} type="monotone" />;
}
