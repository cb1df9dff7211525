import { describe, expect, it } from 'vitest';
import { decodeEntities, textPreview } from './text-preview';

const MAX = 160;

describe('textPreview', () => {
  it('is plain text with a gap between blocks and list items', () => {
    expect(
      textPreview(
        '<p>Make your deposit.</p><ul><li>Minimum USD 50</li><li>10× turnover</li></ul><p><a href="/m/activity">More</a></p>',
        MAX,
      ),
    ).toBe('Make your deposit. Minimum USD 50 · 10× turnover More');
    expect(textPreview('<h2>Title</h2><p>Body &amp; more</p>', MAX)).toBe('Title. Body & more');
    expect(textPreview('<h3>Ready?</h3><p>Go</p><h4>Terms:</h4><p>Fair</p>', MAX)).toBe('Ready? Go Terms: Fair');
  });

  it('is cut on a word with an ellipsis, within the limit', () => {
    const preview = textPreview(`<p>${'word '.repeat(100)}</p>`, MAX);
    expect(preview.length).toBeLessThanOrEqual(MAX);
    expect(preview.endsWith('word…')).toBe(true);
  });

  it('decodes entities without inventing markup', () => {
    expect(decodeEntities('&lt;script&gt; &#39;a&#39; &#x41; &bogus;')).toBe("<script> 'a' A &bogus;");
  });
});
