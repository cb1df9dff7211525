import { useTranslation } from './use-translation';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@lobby/contract/core';

/** The current UI language; also sent with every lobby query and part of its cache key. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
