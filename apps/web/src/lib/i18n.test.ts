import { describe, expect, it } from 'vitest';
import { i18next, initialLanguage, setLanguage } from './i18n';

describe('initial language', () => {
  it('prefers the stored choice, then the browser, then English', () => {
    expect(initialLanguage('id', ['en-US'])).toBe('id');
    expect(initialLanguage(null, ['id-ID', 'en'])).toBe('id');
    expect(initialLanguage('xx', ['fr-FR'])).toBe('en');
  });
});

describe('switching language', () => {
  it('loads Indonesian on demand and translates with it', async () => {
    expect(i18next.t('drawer.login')).toBe('Log in');
    await setLanguage('id', false);
    expect(i18next.t('drawer.login')).toBe('Masuk');
    await setLanguage('en', false);
    expect(i18next.t('drawer.login')).toBe('Log in');
  });
});
