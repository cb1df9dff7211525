import { LOCALE_COOKIES, initialLanguage, type Language } from '@lobby/contract/core';
import { STORAGE_KEYS, storage } from './storage';

/** The visitor's language at start-up. */
export function startLanguage(): Language {
  return initialLanguage(
    storage.get(STORAGE_KEYS.language),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
}

const LOCALE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * Tell the server the visitor's language and UTC offset (cookies), so that its first paint of a
 * page, before this app runs, is in the same language and shows the same dates. The offset, not the
 * zone's name: reading the name sets up the browser's whole date formatting (a tenth of a second on
 * a phone), and a first paint that is a day off across a daylight-saving change lasts a moment.
 */
export function writeLocaleCookies(language: Language, doc: Document = document, now = new Date()): void {
  const secure = doc.location?.protocol === 'https:' ? '; secure' : '';
  const attributes = `; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
  doc.cookie = `${LOCALE_COOKIES.language}=${language}${attributes}`;
  doc.cookie = `${LOCALE_COOKIES.utcOffset}=${-now.getTimezoneOffset()}${attributes}`;
}
