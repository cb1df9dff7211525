// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { readLoginMemory, writeLoginMemory } from './login-memory';

afterEach(() => {
  localStorage.clear();
});

describe('login memory', () => {
  it('keeps the method, the username and the dialing code, and forgets them on request', () => {
    writeLoginMemory({ type: 'sms', username: '81234567', countryDialingCode: '+62' });
    expect(readLoginMemory()).toEqual({ type: 'sms', username: '81234567', countryDialingCode: '+62' });
    writeLoginMemory(null);
    expect(readLoginMemory()).toBeNull();
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(STORAGE_KEYS.loginMemory, '{"type":"other","username":"x"}');
    expect(readLoginMemory()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.loginMemory, 'nope');
    expect(readLoginMemory()).toBeNull();
  });
});
