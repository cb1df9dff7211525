import { useMemo } from 'react';
import { LANGUAGE_LOCALES, type Language } from '@lobby/contract/core';
import { useLanguage } from './use-language';

/** Every way the site shows an instant, in the player's time zone. */
export type DateStyle = 'date' | 'dateTime' | 'time' | 'day';

// Times on the 24-hour clock in every language: records and schedules read like a ledger, never "PM".
const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  time: { timeStyle: 'medium', hourCycle: 'h23' },
  day: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
};

// Building an Intl formatter is slow next to using one: one per language and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}:${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], OPTIONS[style]);
    formatters.set(key, found);
  }
  return found;
}

/** The server sends ISO instants with an offset, which Date reads as they are; anything else is null. */
function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as the language writes it ('' for something that is not a date). */
export function formatDate(value: string | Date, language: Language, style: DateStyle = 'date'): string {
  const date = toDate(value);
  return date ? formatter(language, style).format(date) : '';
}

/** A period of days, shared parts written once ("Mar 1 – Dec 31, 2026", "1 Mar – 31 Des 2026"). */
export function formatDateRange(start: string | Date, end: string | Date, language: Language): string {
  const [from, to] = [toDate(start), toDate(end)];
  if (!from || !to) return formatDate(from ?? to ?? '', language);
  return formatter(language, 'date').formatRange(from, to);
}

/** The formatters in the chosen language, for components. */
export function useDateFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      format: (value: string | Date, style: DateStyle = 'date') => formatDate(value, language, style),
      range: (start: string | Date, end: string | Date) => formatDateRange(start, end, language),
    }),
    [language],
  );
}
