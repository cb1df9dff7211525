import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@lobby/contract/core';
import { startLanguage, writeLocaleCookies } from './language';
import { en, type Messages } from './locales/en';
import { STORAGE_KEYS, storage } from './storage';

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

/**
 * Message bundles that are not on the first screen: the account screens' (popups, drawer, member
 * menus) and the failure messages. Each loads on first need, for the current language and English,
 * the fallback, and follows a language switch from then on.
 */
const bundles = {
  accounts: {
    en: () => import('./locales/accounts-en').then((module) => module.accountsEn),
    id: () => import('./locales/accounts-id').then((module) => module.accountsId),
  },
  errors: {
    en: () => import('./locales/errors-en').then((module) => module.errorsEn),
    id: () => import('./locales/errors-id').then((module) => module.errorsId),
  },
} satisfies Record<string, Record<Language, () => Promise<Record<string, string>>>>;
type Bundle = keyof typeof bundles;

const bundlesLoaded = new Map<string, Promise<void>>();
const bundlesWanted = new Set<Bundle>();

function ensureBundle(bundle: Bundle, language: Language): Promise<void> {
  const id = `${bundle}:${language}`;
  let pending = bundlesLoaded.get(id);
  if (!pending) {
    pending = bundles[bundle][language]().then((messages) => {
      i18next.addResourceBundle(language, 'translation', messages, true, true);
    });
    pending.catch(() => bundlesLoaded.delete(id));
    bundlesLoaded.set(id, pending);
  }
  return pending;
}

async function loadBundle(bundle: Bundle): Promise<void> {
  bundlesWanted.add(bundle);
  await Promise.all([ensureBundle(bundle, DEFAULT_LANGUAGE), ensureBundle(bundle, currentLanguage())]);
}

/** The failure messages, for the current language (and English, the fallback). */
export function loadErrorMessages(): Promise<void> {
  return loadBundle('errors');
}

/** The account screens' messages, and the failure messages their forms show. */
export async function loadAccountMessages(): Promise<void> {
  await Promise.all([loadBundle('accounts'), loadErrorMessages()]);
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
  await Promise.all([...bundlesWanted].map((bundle) => ensureBundle(bundle, next)));
  if (remember) storage.set(STORAGE_KEYS.language, next);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    writeLocaleCookies(next);
  }
  await i18next.changeLanguage(next);
}

/** Tell the server the language and UTC offset for its next first paint: not urgent, so once the page is up. */
export function rememberLocale(): void {
  if (typeof document !== 'undefined') writeLocaleCookies(currentLanguage());
}

/** Resolves once the visitor's language is ready to render. */
export const i18nReady: Promise<void> =
  language === DEFAULT_LANGUAGE ? Promise.resolve() : setLanguage(language, false).catch(() => undefined);

export { i18next };
