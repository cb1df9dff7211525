import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lobby/contract/core';
import { en, id } from '../locales';

const STORAGE_KEY = 'console.language';

/** The operator's chosen language, kept on this device; English until they choose (and in unit tests). */
function storedLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, id: { translation: id } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
if (globalThis.document) document.documentElement.lang = i18next.language;

export function changeLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEY, language);
  document.documentElement.lang = language;
  void i18next.changeLanguage(language);
}

export function currentLanguage(): Language {
  return (LANGUAGES as readonly string[]).includes(i18next.language)
    ? (i18next.language as Language)
    : DEFAULT_LANGUAGE;
}

export { i18next };
