import { describe, expect, it } from 'vitest';
import { pageColour, sharedHeadTags } from './head';

describe('the shared index.html head', () => {
  it('paints the page in the theme tokens’ darkest ink before any stylesheet', () => {
    const colour = pageColour();
    expect(colour).toBe('#06051a');
    const tags = sharedHeadTags(colour);
    expect(tags.find((tag) => tag.attrs?.name === 'theme-color')?.attrs?.content).toBe(colour);
    expect(tags.find((tag) => tag.tag === 'style')?.children).toBe('html,body{background-color:#06051a;margin:0}');
  });

  it('starts with the charset, then the phone viewport', () => {
    const [charset, viewport] = sharedHeadTags('#000000');
    expect(charset?.attrs).toEqual({ charset: 'UTF-8' });
    expect(viewport?.attrs?.content).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
  });

  it('refuses tokens without the page colour', () => {
    expect(() => pageColour('@theme { --color-ink-900: #0c0a24; }')).toThrow('--color-ink-950');
  });
});
