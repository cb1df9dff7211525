import { describe, expect, it } from 'vitest';
import { changeLimit, effective, endOf, periodStarts } from './rg-rules';

const at = (iso: string) => new Date(iso);

describe('responsible-gaming rules', () => {
  it("counts the merchant's day, week (from Monday) and month in its time zone", () => {
    // Wednesday 2026-11-25 23:30 in Jakarta (UTC+7) is 16:30 UTC.
    const starts = periodStarts(at('2026-11-25T16:30:00Z'), 'Asia/Jakarta');
    expect(starts.day.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(starts.week.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(starts.month.toISOString()).toBe('2026-10-31T17:00:00.000Z');
  });

  it('applies a tighter limit at once and holds a looser one or a removal for 24 hours', () => {
    const now = at('2026-11-25T12:00:00Z');
    expect(changeLimit({ amount: null, pending: null }, 5_000, now)).toMatchObject({
      amountMinor: 5_000,
      immediate: true,
    });
    expect(changeLimit({ amount: 5_000, pending: null }, 4_000, now)).toMatchObject({
      amountMinor: 4_000,
      pendingAt: null,
    });
    const raised = changeLimit({ amount: 5_000, pending: null }, 9_000, now);
    expect(raised).toMatchObject({ amountMinor: 5_000, pendingMinor: 9_000, immediate: false });
    expect(raised.pendingAt?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect(changeLimit({ amount: 5_000, pending: null }, null, now)).toMatchObject({
      amountMinor: 5_000,
      pendingMinor: null,
      immediate: false,
    });
    const row = { amountMinor: 5_000, pendingMinor: 9_000, pendingAt: at('2026-11-26T12:00:00Z') };
    expect(effective(row, at('2026-11-26T11:59:59Z')).amount).toBe(5_000);
    expect(effective(row, at('2026-11-26T12:00:00Z'))).toEqual({ amount: 9_000, pending: null });
  });

  it('ends time-outs and self-exclusions after their length', () => {
    const from = at('2026-01-31T10:00:00Z');
    expect(endOf('1d', from).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(endOf('6w', from).toISOString()).toBe('2026-03-14T10:00:00.000Z');
    expect(endOf('1y', from).toISOString()).toBe('2027-01-31T10:00:00.000Z');
  });
});
