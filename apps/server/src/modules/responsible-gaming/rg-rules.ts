import type { RgSelfExclusion, RgTimeOut } from '@lobby/contract/responsible-gaming';
import { RG_COOLING_OFF_HOURS } from '@lobby/contract/responsible-gaming';
import { dayStart } from '../cashier/merchant-day';
import type { LimitRow, PeriodStarts } from './responsible-gaming.repository';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const COOLING_OFF_MS = RG_COOLING_OFF_HOURS * HOUR_MS;
/** After an indefinite self-exclusion play resumes a week after the member asks, not a day. */
export const INDEFINITE_RESUME_MS = 7 * DAY_MS;
/** An indefinite self-exclusion may be asked to end after the shortest fixed term. */
export const INDEFINITE_MINIMUM = '6m' satisfies RgSelfExclusion;

function addMonths(from: Date, months: number): Date {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

/** When a time-out or fixed self-exclusion taken at `from` ends. */
export function endOf(duration: RgTimeOut | Exclude<RgSelfExclusion, 'indefinite'>, from: Date): Date {
  switch (duration) {
    case '1d':
      return new Date(from.getTime() + DAY_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(from.getTime() + 30 * DAY_MS);
    case '6w':
      return new Date(from.getTime() + 42 * DAY_MS);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
  }
}

/** The merchant's current day, week (from Monday) and month, as the UTC instants they began. */
export function periodStarts(now: Date, timeZone: string): PeriodStarts {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = new Date(new Date(`${today}T00:00:00Z`).getTime() - weekday * DAY_MS).toISOString().slice(0, 10);
  return {
    day: dayStart(today, timeZone),
    week: dayStart(monday, timeZone),
    month: dayStart(`${today.slice(0, 8)}01`, timeZone),
  };
}

/** A zone the runtime knows, else UTC. */
export function zoneOf(timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: timeZone ?? 'UTC' }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

export interface Effective {
  amount: number | null;
  pending: { amount: number | null; at: Date } | null;
}

/** A limit as it stands at `now`: a pending change whose cooling-off is over has taken effect. */
export function effective(
  row: Pick<LimitRow, 'amountMinor' | 'pendingMinor' | 'pendingAt'> | undefined,
  now: Date,
): Effective {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt <= now) return { amount: row.pendingMinor, pending: null };
  return { amount: row.amountMinor, pending: row.pendingAt ? { amount: row.pendingMinor, at: row.pendingAt } : null };
}

/**
 * The stored state after the member asks for `wanted` (null: no limit): tighter applies at once
 * and drops any pending change; looser (raised or removed) waits out the cooling-off.
 */
export function changeLimit(current: Effective, wanted: number | null, now: Date) {
  const tighter = wanted === null ? current.amount === null : current.amount === null || wanted <= current.amount;
  if (tighter) return { amountMinor: wanted, pendingMinor: null, pendingAt: null, immediate: true };
  return {
    amountMinor: current.amount,
    pendingMinor: wanted,
    pendingAt: new Date(now.getTime() + COOLING_OFF_MS),
    immediate: false,
  };
}
