import { STORAGE_KEYS, storage } from '../../../lib/storage';

/**
 * What "remember" keeps on this device: the login method, the username or mobile number and the
 * dialing code. Never the password: the browser's password manager keeps that (see docs/decisions/063-remember-me.md).
 */
export interface LoginMemory {
  type: 'username' | 'sms';
  username: string;
  countryDialingCode: string;
}

export function readLoginMemory(): LoginMemory | null {
  const raw = storage.get(STORAGE_KEYS.loginMemory);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LoginMemory>;
    if ((value.type !== 'username' && value.type !== 'sms') || typeof value.username !== 'string') return null;
    return { type: value.type, username: value.username, countryDialingCode: value.countryDialingCode ?? '' };
  } catch {
    return null;
  }
}

export function writeLoginMemory(memory: LoginMemory | null): void {
  if (memory) storage.set(STORAGE_KEYS.loginMemory, JSON.stringify(memory));
  else storage.remove(STORAGE_KEYS.loginMemory);
}
