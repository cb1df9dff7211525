import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';
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

describe('document title', () => {
  it('joins the page’s title and the site’s name, leaving out what is missing', () => {
    expect(documentTitle('Promotions', 'Lucky Nova')).toBe('Promotions · Lucky Nova');
    expect(documentTitle(undefined, 'Lucky Nova')).toBe('Lucky Nova');
    expect(documentTitle('', undefined)).toBe('');
  });
});
