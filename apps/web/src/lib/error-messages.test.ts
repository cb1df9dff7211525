import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lobby/contract';
import { ApiError } from './api-client';
import { errorMessageKey } from './error-messages';
import { en } from './locales/en';
import { id } from './locales/id';

describe('error code → message', () => {
  it.each(ERROR_CODES)('maps %s to its key, with an English and an Indonesian text', (code) => {
    const key = errorMessageKey(new ApiError(code, 'server text', 400));
    expect(key).toBe(`errors.${code}`);
    expect(en[key].length).toBeGreaterThan(0);
    expect(id[key].length).toBeGreaterThan(0);
    expect(id[key]).not.toBe(en[key]);
  });

  it('maps a network failure to the connection message', () => {
    expect(errorMessageKey(new ApiError('network', 'offline'))).toBe('errors.network');
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });

  it('maps anything else to the system error', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('errors.system.error');
    expect(errorMessageKey('nope')).toBe('errors.system.error');
  });

  it('has every English message in Indonesian and nothing extra', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(id)) expect(text, key).not.toBe('');
  });
});
