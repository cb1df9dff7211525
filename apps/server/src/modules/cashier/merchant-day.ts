import type { Merchant } from '../site/merchant-directory';

const DAY_MS = 86_400_000;

/** A merchant's days, opening hours, limits and totals are read in its time zone (UTC when it set none). */
export const timeZoneOf = (merchant: Pick<Merchant, 'settings'>): string => merchant.settings.timeZone ?? 'UTC';

/** Today in a time zone, as YYYY-MM-DD. */
export const today = (timeZone: string, now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/** A calendar day moved by whole days (YYYY-MM-DD in, YYYY-MM-DD out). */
export const addDays = (day: string, days: number): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A day (YYYY-MM-DD) in a time zone → the UTC instant it starts at. */
export function dayStart(day: string, timeZone: string): Date {
  const utc = new Date(`${day}T00:00:00Z`);
  const local = new Date(utc.toLocaleString('en-US', { timeZone }));
  const asUtc = new Date(utc.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(utc.getTime() - (local.getTime() - asUtc.getTime()));
}

/** The instants [from, to) that days `from` to `to` (both included, either optional) of a time zone cover. */
export function dayRange(
  days: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { from: Date | undefined; to: Date | undefined } {
  return {
    from: days.from ? dayStart(days.from, timeZone) : undefined,
    to: days.to ? dayStart(addDays(days.to, 1), timeZone) : undefined,
  };
}
