import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@lobby/contract/core';

export interface LaunchParams {
  /** The launch ticket; null when the page was opened without one. */
  ticket: string | null;
  language: Language;
  /** The member's "sound in games" setting; on unless the lobby says `sound=0`. */
  sound: boolean;
}

/** The lobby opens `/games/#ticket=…&language=…&sound=…`: the ticket rides in the fragment, never sent to a server. */
export function readLaunchParams(hash: string = window.location.hash): LaunchParams {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ticket = params.get('ticket')?.trim() || null;
  const language = params.get('language');
  return {
    ticket,
    language: (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : DEFAULT_LANGUAGE,
    sound: params.get('sound') !== '0',
  };
}
