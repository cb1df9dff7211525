import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lobby/contract/core';
import { en } from '../locales/en';
import { id } from '../locales/id';
import { readLaunchParams, type LaunchParams } from './launch-params';

/** Both languages ship with the game: together they are a few kilobytes. */
void i18next.use(initReactI18next).init({
  resources: { en: { translation: { ...en } }, id: { translation: { ...id } } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function applyLanguage(language: Language): void {
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Read the launch fragment and switch to its language before the first render. */
export function startFromHash(hash: string = window.location.hash): LaunchParams {
  const params = readLaunchParams(hash);
  applyLanguage(params.language);
  return params;
}

export { i18next };
