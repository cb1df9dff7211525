import type { AdminCashierTotals } from '@lobby/contract/admin/cashier';

type Row = AdminCashierTotals['rows'][number];

/** "1234.5" as hundredths (the wallet's minor units), exactly: the API's amounts have at most two decimals. */
export function toHundredths(amount: string): number {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/** Hundredths back as a two-decimal string for the money formatter. */
export const fromHundredths = (value: number): string =>
  `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;

/** A count and its amount (withdrawals' pending and rejected requests). */
export interface Figure {
  count: number;
  amount: string;
}

export interface ChannelSum {
  key: string;
  direction: Row['direction'];
  names: Row['channelNames'];
  count: number;
  amount: string;
  fee: string;
  net: string;
  /** Withdrawals only; null on deposits. */
  pending: Figure | null;
  rejected: Figure | null;
}

interface Running {
  row: Row;
  count: number;
  amount: number;
  fee: number;
  net: number;
  pending: { count: number; amount: number } | null;
  rejected: { count: number; amount: number } | null;
}

const add = (sum: Running['pending'], figure: Figure | null) =>
  figure && { count: (sum?.count ?? 0) + figure.count, amount: (sum?.amount ?? 0) + toHundredths(figure.amount) };
const figureOf = (sum: Running['pending']): Figure | null =>
  sum && { count: sum.count, amount: fromHundredths(sum.amount) };

/** Each channel's figures over the whole range, deposits first, the busiest on top. */
export function sumsByChannel(rows: readonly Row[]): ChannelSum[] {
  const sums = new Map<string, Running>();
  for (const row of rows) {
    const key = `${row.direction}:${row.channelId}`;
    const sum = sums.get(key) ?? { row, count: 0, amount: 0, fee: 0, net: 0, pending: null, rejected: null };
    sum.count += row.count;
    sum.amount += toHundredths(row.amount);
    sum.fee += toHundredths(row.fee);
    sum.net += toHundredths(row.net);
    sum.pending = add(sum.pending, row.pending);
    sum.rejected = add(sum.rejected, row.rejected);
    sums.set(key, sum);
  }
  return [...sums.entries()]
    .sort(([, a], [, b]) => a.row.direction.localeCompare(b.row.direction) || b.amount - a.amount)
    .map(([key, sum]) => ({
      key,
      direction: sum.row.direction,
      names: sum.row.channelNames,
      count: sum.count,
      amount: fromHundredths(sum.amount),
      fee: fromHundredths(sum.fee),
      net: fromHundredths(sum.net),
      pending: figureOf(sum.pending),
      rejected: figureOf(sum.rejected),
    }));
}

/** One point per day of the range (days without money too), the amount of each direction in major units. */
export function chartDays(totals: Pick<AdminCashierTotals, 'from' | 'to' | 'rows'>) {
  const days: { day: string; deposit: number; withdrawal: number }[] = [];
  for (let at = Date.parse(`${totals.from}T00:00:00Z`); at <= Date.parse(`${totals.to}T00:00:00Z`); at += 86_400_000) {
    days.push({ day: new Date(at).toISOString().slice(0, 10), deposit: 0, withdrawal: 0 });
  }
  const byDay = new Map(days.map((point) => [point.day, point]));
  for (const row of totals.rows) {
    const point = byDay.get(row.day);
    if (point) point[row.direction] += toHundredths(row.amount) / 100;
  }
  return days;
}
