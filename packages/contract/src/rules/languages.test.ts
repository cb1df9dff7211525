import { describe, expect, it } from 'vitest';
import { initialLanguage, isLanguage } from './languages';

describe('initial language', () => {
  it('prefers the stored choice, then the browser, then English', () => {
    expect(initialLanguage('id', ['en-US'])).toBe('id');
    expect(initialLanguage(null, ['id-ID', 'en'])).toBe('id');
    expect(initialLanguage('xx', ['fr-FR'])).toBe('en');
    expect(initialLanguage(undefined, [])).toBe('en');
  });

  it('knows only the site’s languages', () => {
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});
