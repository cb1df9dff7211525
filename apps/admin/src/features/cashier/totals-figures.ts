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

export interface ChannelSum {
  key: string;
  direction: Row['direction'];
  names: Row['channelNames'];
  count: number;
  amount: string;
  fee: string;
  net: string;
}

/** Each channel's figures over the whole range, deposits first, the busiest on top. */
export function sumsByChannel(rows: readonly Row[]): ChannelSum[] {
  const sums = new Map<string, { row: Row; count: number; amount: number; fee: number; net: number }>();
  for (const row of rows) {
    const key = `${row.direction}:${row.channelId}`;
    const sum = sums.get(key) ?? { row, count: 0, amount: 0, fee: 0, net: 0 };
    sum.count += row.count;
    sum.amount += toHundredths(row.amount);
    sum.fee += toHundredths(row.fee);
    sum.net += toHundredths(row.net);
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
