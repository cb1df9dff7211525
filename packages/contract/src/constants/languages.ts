export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The locale each language writes dates and numbers in (the site and the server's first paint alike). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', id: 'id-ID' };

/**
 * Cookies the web app keeps with the visitor's language and UTC offset (minutes east of UTC), so
 * that the server's first paint of a page (before the app runs) is in that language and shows dates
 * as the visitor's clock does.
 */
export const LOCALE_COOKIES = { language: 'lobby_lang', utcOffset: 'lobby_utc_offset' } as const;
/** The furthest a UTC offset goes, in minutes (UTC−12:00 to UTC+14:00). */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;
