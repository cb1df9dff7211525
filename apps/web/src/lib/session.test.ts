// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { makeSession, resetAccounts } from '../test/accounts';
import { clearSession, extendSession, readStoredSession, saveSession, useSessionStore } from './session';
import { STORAGE_KEYS } from './storage';

afterEach(() => {
  resetAccounts();
});

const stored = (store: Storage) => store.getItem(STORAGE_KEYS.session);

describe('session store', () => {
  it('keeps a remembered session in localStorage, any other for this tab only', () => {
    saveSession(makeSession({ token: 'long' }), true);
    expect(JSON.parse(stored(localStorage) ?? '{}')).toMatchObject({ token: 'long' });
    expect(stored(sessionStorage)).toBeNull();
    saveSession(makeSession({ token: 'short' }), false);
    expect(JSON.parse(stored(sessionStorage) ?? '{}')).toMatchObject({ token: 'short' });
    expect(stored(localStorage)).toBeNull();
    expect(useSessionStore.getState().session?.token).toBe('short');
  });

  it('stores the session record only: no password of any kind', () => {
    saveSession(makeSession(), true);
    const keys = Object.keys(JSON.parse(stored(localStorage) ?? '{}') as object).sort();
    expect(keys).toEqual(['expiresAt', 'firstTimeLogin', 'merchantCode', 'token', 'trial', 'type', 'userName']);
  });

  it('reads back a stored session, and drops an expired or unreadable one', () => {
    const now = Date.now();
    saveSession(makeSession({ token: 'kept', expiresAt: new Date(now + 60_000).toISOString() }), true);
    expect(readStoredSession(now)?.token).toBe('kept');
    expect(readStoredSession(now + 120_000)).toBeNull();
    expect(stored(localStorage)).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(readStoredSession(now)).toBeNull();
  });

  it('moves the expiry where the session is kept, and clears everywhere', () => {
    saveSession(makeSession(), true);
    extendSession('2099-01-01T00:00:00.000Z');
    expect(JSON.parse(stored(localStorage) ?? '{}')).toMatchObject({ expiresAt: '2099-01-01T00:00:00.000Z' });
    expect(useSessionStore.getState().session?.expiresAt).toBe('2099-01-01T00:00:00.000Z');
    clearSession();
    expect(stored(localStorage)).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
  });
});
