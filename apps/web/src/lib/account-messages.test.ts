import { describe, expect, it } from 'vitest';
import { i18next, loadAccountMessages, setLanguage } from './i18n';
import { accountsEn } from './locales/accounts-en';
import { accountsId } from './locales/accounts-id';
import { en } from './locales/en';

describe('account messages', () => {
  it('exist in Indonesian for every English key, none empty, none shared with the core messages', () => {
    expect(Object.keys(accountsId).sort()).toEqual(Object.keys(accountsEn).sort());
    for (const [key, text] of Object.entries(accountsId)) expect(text, key).not.toBe('');
    for (const key of Object.keys(accountsEn)) expect(Object.keys(en), key).not.toContain(key);
  });

  it('load on demand and follow a language switch', async () => {
    await loadAccountMessages();
    expect(i18next.t('login.heading')).toBe('Welcome back');
    await setLanguage('id', false);
    expect(i18next.t('login.heading')).toBe('Selamat datang kembali');
    expect(i18next.t('drawer.login')).toBe('Masuk');
    await setLanguage('en', false);
    expect(i18next.t('login.heading')).toBe('Welcome back');
  });
});
