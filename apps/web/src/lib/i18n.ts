import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lobby/contract';
import { isLanguage, startLanguage } from './language';
import { en, type Messages } from './locales/en';
import { STORAGE_KEYS, storage } from './storage';

export { initialLanguage, isLanguage } from './language';

/** English ships with the app (it is also the fallback); other languages load on demand. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  id: () => import('./locales/id').then((module) => module.id),
};

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loaders[language]());
}

const language = startLanguage();

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switch language (loading its messages first), remember the choice, and tag the document. */
export async function setLanguage(next: Language, remember = true): Promise<void> {
  await ensureLoaded(next);
  if (remember) storage.set(STORAGE_KEYS.language, next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  await i18next.changeLanguage(next);
}

/** Resolves once the visitor's language is ready to render. */
export const i18nReady: Promise<void> =
  language === DEFAULT_LANGUAGE ? Promise.resolve() : setLanguage(language, false).catch(() => undefined);

export { i18next };
