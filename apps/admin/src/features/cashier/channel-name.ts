import type { Language } from '@lobby/contract/core';

/** A channel's name in the console's language (English otherwise). */
export function channelName(names: { en: string; id: string }, language: Language): string {
  return language === 'id' ? names.id : names.en;
}
