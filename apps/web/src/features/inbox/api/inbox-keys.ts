import type { Language } from '@lobby/contract';

/** The inbox's query keys, per session token: another account on this device never sees a cached page. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (token: string) => ['inbox', token, 'list'] as const,
  listIn: (token: string, language: Language) => ['inbox', token, 'list', language] as const,
  message: (token: string, id: number, language: Language) => ['inbox', token, 'message', id, language] as const,
};
