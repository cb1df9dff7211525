import { describe, expect, it } from 'vitest';
import { i18next, setLanguage } from './i18n';

describe('switching language', () => {
  it('loads Indonesian on demand and translates with it', async () => {
    expect(i18next.t('drawer.login')).toBe('Log in');
    await setLanguage('id', false);
    expect(i18next.t('drawer.login')).toBe('Masuk');
    await setLanguage('en', false);
    expect(i18next.t('drawer.login')).toBe('Log in');
  });
});
