import { parseCookie } from 'cookie';
import {
  LANGUAGE_LOCALES,
  LOCALE_COOKIES,
  MAX_UTC_OFFSET_MINUTES,
  initialLanguage,
  type Language,
} from '@lobby/contract/core';

export interface VisitorLocale {
  language: Language;
  /** Minutes east of UTC. */
  utcOffset: number;
}

const MINUTE_MS = 60_000;

/** Accept-Language tags by preference (q, then order), as the browser's navigator.languages lists them. */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A UTC offset in minutes that exists on Earth, or undefined. */
export function utcOffsetOf(value: string | undefined): number | undefined {
  if (!value || !/^-?\d{1,3}$/.test(value)) return undefined;
  const minutes = Number(value);
  return Math.abs(minutes) <= MAX_UTC_OFFSET_MINUTES ? minutes : undefined;
}

/**
 * The visitor's language and UTC offset as the web app will have them: the language the app last
 * recorded in its cookie, else the browser's first supported language, else the default; the offset
 * from the cookie, else UTC (a first visit's dates may then differ from the app's for a moment).
 */
export function visitorLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): VisitorLocale {
  const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
  const language = initialLanguage(cookies[LOCALE_COOKIES.language], acceptedLanguages(acceptLanguage));
  return { language, utcOffset: utcOffsetOf(cookies[LOCALE_COOKIES.utcOffset]) ?? 0 };
}

/**
 * An instant's calendar date at a UTC offset, written as the web app writes a date in that language
 * ("Nov 21, 2026", "21 Nov 2026"), so the app's take-over changes nothing on screen.
 */
export function dateAtOffset(iso: string, utcOffset: number, language: Language): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  return dateFormat(language).format(new Date(time + utcOffset * MINUTE_MS));
}

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = dateFormats.get(language);
  if (!format) {
    // The offset is already applied: the date is read in UTC.
    format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format;
}
