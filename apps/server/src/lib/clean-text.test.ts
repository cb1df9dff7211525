import { describe, expect, it } from 'vitest';
import { findUncleanText, isCleanText } from './clean-text';

describe('isCleanText', () => {
  it('takes any well-formed text with tabs and line breaks', () => {
    for (const text of ['', 'Halo, apa kabar?', 'line\r\nline\ttab', 'Lucky \uD83C\uDF40', 'a\uFFFDb', 'ñ €'])
      expect(isCleanText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses NUL, lone surrogates, other C0 controls, DEL and C1 controls', () => {
    for (const text of [
      'a\u0000',
      '\uD800',
      'x\uDC00',
      '\uDC00\uD800',
      '\u0001',
      '\u000B',
      '\u001B[2J',
      '\u007F',
      '\u0085',
      '\u009F',
    ])
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('findUncleanText', () => {
  it('finds nothing in clean values and non-text', () => {
    expect(findUncleanText(undefined)).toBeUndefined();
    expect(findUncleanText({ a: 1, b: [true, null, 'x'], c: { d: 'y' } })).toBeUndefined();
    expect(findUncleanText(Buffer.from([0, 1, 2]))).toBeUndefined();
  });

  it('gives the path of the first unclean string, in document order', () => {
    expect(findUncleanText('a\u0000')).toEqual([]);
    expect(findUncleanText({ a: 'ok', b: [{ c: 'ok' }, { c: '\uD800' }], z: '\u0000' })).toEqual(['b', 1, 'c']);
  });

  it('checks keys, masking their bad characters in the path', () => {
    expect(findUncleanText({ names: { 'e\u0000n': 'x' } })).toEqual(['names', 'e\uFFFDn']);
  });

  it('reads query objects of their own prototype', () => {
    const query = Object.create(Object.create(null) as object) as Record<string, string>;
    query.q = 'a\u0000';
    expect(findUncleanText(query)).toEqual(['q']);
  });
});
