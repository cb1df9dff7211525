import { useSyncExternalStore } from 'react';
import type { TFunction, i18n as I18n } from 'i18next';
import { i18next } from './i18n';

type Messages = Record<string, unknown>;

/** A message with nothing for i18next to do: no interpolation, no nested key. */
function isPlain(message: unknown): message is string {
  return typeof message === 'string' && !message.includes('{{') && !message.includes('$t(');
}

const translators = new Map<string, TFunction>();

/**
 * One t per language, shared by every component. A key asked for without options whose message
 * in that language is plain text is read from the store; anything else (options, interpolation,
 * nesting, a key the language lacks and English fills) goes through i18next.
 */
export function translatorFor(language: string): TFunction {
  let t = translators.get(language);
  if (!t) {
    const full = i18next.getFixedT(language) as unknown as (...args: unknown[]) => string;
    const plainOrFull = (...args: unknown[]) => {
      const [key] = args;
      if (args.length === 1 && typeof key === 'string') {
        const message = (i18next.store.data[language]?.translation as Messages | undefined)?.[key];
        if (isPlain(message)) return message;
      }
      return full(...args);
    };
    t = plainOrFull as unknown as TFunction;
    translators.set(language, t);
  }
  return t;
}

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const currentLanguageName = () => i18next.language;

/**
 * The app's translation hook, in place of react-i18next's `useTranslation`: a screen's first render
 * translates hundreds of texts. That hook copies the i18next instance and binds a new t for every
 * component, and i18next's t runs its whole pipeline (key parsing, fallbacks, interpolation,
 * nesting, post-processing) on each call: about 10 µs warmed up, several times that in a cold first
 * render. Here components share one t per language, plain messages are a store lookup, and a
 * language change re-renders every user, as react-i18next does.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(subscribe, currentLanguageName, currentLanguageName);
  return { t: translatorFor(language), i18n: i18next };
}
