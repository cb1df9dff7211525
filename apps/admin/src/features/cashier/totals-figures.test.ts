import { describe, expect, it } from 'vitest';
import { chartDays, fromHundredths, sumsByChannel, toHundredths } from './totals-figures';

const row = (day: string, channelId: number, amount: string, direction: 'deposit' | 'withdrawal' = 'deposit') => ({
  day,
  direction,
  channelId,
  channelNames: { en: `C${channelId}`, id: `C${channelId}` },
  kind: 'bank',
  count: 2,
  amount,
  fee: '0.10',
  net: amount,
  pending: direction === 'withdrawal' ? { count: 1, amount: '20.05' } : null,
  rejected: direction === 'withdrawal' ? { count: 0, amount: '0.00' } : null,
});

describe('cashier totals figures', () => {
  it('adds amounts in hundredths, never through a float', () => {
    expect(toHundredths('0.1') + toHundredths('0.2')).toBe(30);
    expect(fromHundredths(toHundredths('1234567.89') + toHundredths('0.11'))).toBe('1234568.00');
    expect(toHundredths('150000')).toBe(15_000_000);
    expect(fromHundredths(-5)).toBe('-0.05');
  });

  it('sums each channel over the days, deposits first and the largest first', () => {
    const sums = sumsByChannel([
      row('2026-11-24', 1, '10.10'),
      row('2026-11-25', 1, '5.05'),
      row('2026-11-25', 2, '100'),
      row('2026-11-25', 3, '999', 'withdrawal'),
      row('2026-11-26', 3, '1', 'withdrawal'),
    ]);
    expect(sums.map((sum) => [sum.key, sum.count, sum.amount, sum.fee, sum.pending, sum.rejected])).toEqual([
      ['deposit:2', 2, '100.00', '0.10', null, null],
      ['deposit:1', 4, '15.15', '0.20', null, null],
      ['withdrawal:3', 4, '1000.00', '0.20', { count: 2, amount: '40.10' }, { count: 0, amount: '0.00' }],
    ]);
  });

  it('gives every day of the range a point, quiet days at zero', () => {
    const days = chartDays({ from: '2026-11-23', to: '2026-11-25', rows: [row('2026-11-25', 1, '12.50')] });
    expect(days).toEqual([
      { day: '2026-11-23', deposit: 0, withdrawal: 0 },
      { day: '2026-11-24', deposit: 0, withdrawal: 0 },
      { day: '2026-11-25', deposit: 12.5, withdrawal: 0 },
    ]);
  });
});
