import { describe, expect, it } from 'vitest';
import { decodeEntities, PREVIEW_MAX, previewOf } from './announcement-view';

describe('previews', () => {
  it('are plain text with a gap between blocks and list items', () => {
    expect(
      previewOf(
        '<p>Make your deposit.</p><ul><li>Minimum USD 50</li><li>10× turnover</li></ul><p><a href="/m/activity">More</a></p>',
      ),
    ).toBe('Make your deposit. Minimum USD 50 · 10× turnover More');
    expect(previewOf('<h2>Title</h2><p>Body &amp; more</p>')).toBe('Title Body & more');
  });

  it('are cut on a word with an ellipsis', () => {
    const preview = previewOf(`<p>${'word '.repeat(100)}</p>`);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_MAX + 1);
    expect(preview.endsWith('word…')).toBe(true);
  });

  it('decode entities without inventing markup', () => {
    expect(decodeEntities('&lt;script&gt; &#39;a&#39; &#x41; &bogus;')).toBe("<script> 'a' A &bogus;");
  });
});
