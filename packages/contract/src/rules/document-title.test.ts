import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('document title', () => {
  it('joins the page’s title and the site’s name, leaving out what is missing', () => {
    expect(documentTitle('Promotions', 'Lucky Nova')).toBe('Promotions · Lucky Nova');
    expect(documentTitle(undefined, 'Lucky Nova')).toBe('Lucky Nova');
    expect(documentTitle('', undefined)).toBe('');
  });
});
