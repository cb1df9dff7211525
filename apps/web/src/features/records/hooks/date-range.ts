import { addDays, format, formatISO, isValid, parseISO, startOfDay, subDays } from 'date-fns';
import { RECORDS_DEFAULT_RANGE_DAYS, RECORDS_MAX_RANGE_DAYS, RECORDS_MIN_YEAR } from '@lobby/contract/core';
import type { RangePresetKey } from '../../../lib/locales/records-en';

export type RangePreset = RangePresetKey;
export const RANGE_PRESETS: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'last30'];
export const DEFAULT_PRESET: RangePreset = 'last7';

/** Days of the player's own calendar, as date inputs hold them: yyyy-MM-dd, both ends included. */
export interface DayRange {
  start: string;
  end: string;
}

const DAY_FORMAT = 'yyyy-MM-dd';
const DAY_MS = 86_400_000;
export const FIRST_DAY = `${RECORDS_MIN_YEAR}-01-01`;

export const dayOf = (date: Date): string => format(date, DAY_FORMAT);

/** A yyyy-MM-dd day in local time, or null when it is not a real day of the records years. */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // A date-only ISO string is the start of that day in local time; 30 February is not a day.
  const date = parseISO(value);
  return isValid(date) && dayOf(date) === value && value >= FIRST_DAY ? date : null;
}

const PRESET_DAYS: Record<RangePreset, { back: number; days: number }> = {
  today: { back: 0, days: 1 },
  yesterday: { back: 1, days: 1 },
  last7: { back: 0, days: RECORDS_DEFAULT_RANGE_DAYS },
  last30: { back: 0, days: 30 },
};

/** A preset's days, ending today (or yesterday), in the player's time zone. */
export function presetRange(preset: RangePreset, now: Date = new Date()): DayRange {
  const { back, days } = PRESET_DAYS[preset];
  const end = subDays(now, back);
  return { start: dayOf(subDays(end, days - 1)), end: dayOf(end) };
}

/** The instants the API takes: the start of the first day (inclusive) to the start of the day after the last (exclusive), with the player's offset. */
export function toInstants(range: DayRange): { from: string; to: string } {
  const start = parseDay(range.start) ?? new Date();
  const end = parseDay(range.end) ?? start;
  return { from: formatISO(startOfDay(start)), to: formatISO(startOfDay(addDays(end, 1))) };
}

/** Within the API's longest span (a daylight-saving change can make 90 local days an hour longer). */
function fits(range: DayRange): boolean {
  const { from, to } = toInstants(range);
  return Date.parse(to) - Date.parse(from) <= RECORDS_MAX_RANGE_DAYS * DAY_MS;
}

/**
 * A custom range after the player moved one end: the other end follows so that the range stays in
 * order, within the records years and today, and no longer than the API allows.
 */
export function adjustRange(range: DayRange, moved: keyof DayRange, today: string = dayOf(new Date())): DayRange {
  if (!parseDay(range.start) || !parseDay(range.end)) return range;
  const clamp = (day: string) => (day > today ? today : day < FIRST_DAY ? FIRST_DAY : day);
  let { start, end } = { start: clamp(range.start), end: clamp(range.end) };
  if (start > end) {
    if (moved === 'start') end = start;
    else start = end;
  }
  for (let days = RECORDS_MAX_RANGE_DAYS; !fits({ start, end }); days -= 1) {
    if (moved === 'start') end = clamp(dayOf(addDays(parseISO(start), days - 1)));
    else start = dayOf(subDays(parseISO(end), days - 1));
  }
  return { start, end };
}
