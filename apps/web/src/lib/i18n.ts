import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lobby/contract';
import { isLanguage, startLanguage } from './language';
import type { AccountMessages } from './locales/accounts-en';
import { en, type Messages } from './locales/en';
import { STORAGE_KEYS, storage } from './storage';

export { initialLanguage, isLanguage } from './language';

/** English ships with the app (it is also the fallback); other languages load on demand. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  id: () => import('./locales/id').then((module) => module.id),
};

const loaded = new Set<Language>([DEFAULT_LANGUAGE]);

async function ensureLoaded(language: Language): Promise<void> {
  if (language === 'en' || loaded.has(language)) return;
  // Copies: i18next merges later bundles into the object it is given.
  i18next.addResourceBundle(language, 'translation', { ...(await loaders[language]()) }, true, true);
  loaded.add(language);
}

/** The account screens' messages (popups, drawer, member menus) load with the first of those screens. */
const accountLoaders: Record<Language, () => Promise<AccountMessages>> = {
  en: () => import('./locales/accounts-en').then((module) => module.accountsEn),
  id: () => import('./locales/accounts-id').then((module) => module.accountsId),
};
const accountsLoaded = new Set<Language>();
let accountsWanted = false;

async function ensureAccountMessages(language: Language): Promise<void> {
  if (accountsLoaded.has(language)) return;
  i18next.addResourceBundle(language, 'translation', await accountLoaders[language](), true, true);
  accountsLoaded.add(language);
}

/** Load the account messages for the current language (and English, the fallback). */
export async function loadAccountMessages(): Promise<void> {
  accountsWanted = true;
  await Promise.all([ensureAccountMessages(DEFAULT_LANGUAGE), ensureAccountMessages(currentLanguage())]);
}

const language = startLanguage();

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

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** Switch language (loading its messages first), remember the choice, and tag the document. */
export async function setLanguage(next: Language, remember = true): Promise<void> {
  await ensureLoaded(next);
  if (accountsWanted) await ensureAccountMessages(next);
  if (remember) storage.set(STORAGE_KEYS.language, next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  await i18next.changeLanguage(next);
}

/** Resolves once the visitor's language is ready to render. */
export const i18nReady: Promise<void> =
  language === DEFAULT_LANGUAGE ? Promise.resolve() : setLanguage(language, false).catch(() => undefined);

export { i18next };
