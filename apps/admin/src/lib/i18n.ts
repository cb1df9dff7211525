import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@lobby/contract/core';
import { en } from '../locales/en';

/**
 * English ships with the console (and is the fallback). Indonesian is one more file of the same
 * shape (`locales/id.ts`) added to `resources`, and a language switch calls i18next.changeLanguage.
 */
void i18next.use(initReactI18next).init({
  resources: { en: { translation: { ...en } } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export { i18next };
