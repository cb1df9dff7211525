import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lobby/contract';
import { STORAGE_KEYS, storage } from './storage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the browser's language when we have it, else the default. */
export function initialLanguage(stored: string | null, browser: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  const match = browser.map((tag) => tag.slice(0, 2).toLowerCase()).find(isLanguage);
  return match ?? DEFAULT_LANGUAGE;
}

/** The visitor's language at start-up. */
export function startLanguage(): Language {
  return initialLanguage(
    storage.get(STORAGE_KEYS.language),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
}
