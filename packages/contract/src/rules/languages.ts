import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants/languages';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The visitor's language: the stored choice, else the first of the browser's languages (tags in
 * preference order) that the site has, else the default. The web app picks its language with it,
 * and the server its first paint's, so the two agree.
 */
export function initialLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const match = browser.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return match ?? DEFAULT_LANGUAGE;
}
