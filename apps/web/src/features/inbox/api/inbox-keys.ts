import type { Language } from '@lobby/contract/core';
import { sessionKey } from '../../../lib/query-keys';

/** The inbox's query keys, per session token: another account on this device never sees a cached page. */
export const inboxKeys = {
  list: (token: string) => sessionKey('inbox', token, 'list'),
  listIn: (token: string, language: Language) => sessionKey('inbox', token, 'list', language),
  message: (token: string, id: number, language: Language) => sessionKey('inbox', token, 'message', id, language),
};
