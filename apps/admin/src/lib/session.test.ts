// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { OperatorSession } from '@lobby/contract/admin/operators';
import { clearSession, readSession, writeSession } from './session';

const session = (expiresAt: string): OperatorSession => ({
  token: 'secret-token',
  expiresAt,
  operator: { id: 1, merchantCode: 'LUCKYNOVA', username: 'novaadmin', role: 'admin', twoFactor: false },
});

afterEach(() => sessionStorage.clear());

describe('the operator session in sessionStorage', () => {
  it('keeps a live session until it is cleared', () => {
    const live = session(new Date(Date.now() + 60_000).toISOString());
    writeSession(live);
    expect(readSession()).toEqual(live);
    expect(localStorage.length).toBe(0);
    clearSession();
    expect(readSession()).toBeNull();
  });
  it('drops an expired or unreadable session', () => {
    writeSession(session(new Date(Date.now() - 1_000).toISOString()));
    expect(readSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('lobby.admin.session', '{not json');
    expect(readSession()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});
