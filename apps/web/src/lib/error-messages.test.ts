import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@lobby/contract/core';
import { ApiError } from './api-client';
import { errorMessageKey } from './error-messages';
import { i18next, loadErrorMessages } from './i18n';
import { en } from './locales/en';
import { id } from './locales/id';
import { errorsEn } from './locales/errors-en';
import { errorsId } from './locales/errors-id';

describe('error code → message', () => {
  it.each(ERROR_CODES)('maps %s to its key, with an English and an Indonesian text', (code) => {
    const key = errorMessageKey(new ApiError(code, 'server text', 400));
    expect(key).toBe(`errors.${code}`);
    expect(errorsEn[key].length).toBeGreaterThan(0);
    expect(errorsId[key].length).toBeGreaterThan(0);
    expect(errorsId[key]).not.toBe(errorsEn[key]);
  });

  it('maps a network failure to the connection message', () => {
    expect(errorMessageKey(new ApiError('network', 'offline'))).toBe('errors.network');
    expect(errorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });

  it('maps anything else to the system error', () => {
    expect(errorMessageKey(new Error('boom'))).toBe('errors.system.error');
    expect(errorMessageKey('nope')).toBe('errors.system.error');
  });

  it.each([
    ['core', en, id],
    ['failure', errorsEn, errorsId],
  ])('has every English %s message in Indonesian and nothing extra', (_name, english, indonesian) => {
    expect(Object.keys(indonesian).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(indonesian)) expect(text, key).not.toBe('');
  });

  it('loads the failure messages on demand, apart from the first screen', async () => {
    await loadErrorMessages();
    expect(i18next.t('errors.network')).toBe(errorsEn['errors.network']);
    expect(Object.keys(en)).not.toContain('errors.network');
  });
});
