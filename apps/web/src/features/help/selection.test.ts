import { describe, expect, it } from 'vitest';
import type { HelpSection } from '@lobby/contract/help';
import { helpHref, selectHelp } from './selection';

const item = (id: number, tag = '') => ({ id, title: `T${id}`, tag, content: '' });
const sections: HelpSection[] = [
  { ...item(1, 'terms'), children: [item(11), item(12)] },
  { ...item(2, 'about'), children: [] },
  { ...item(3), children: [item(31), item(32), item(33)] },
];
const select = (query: string) => selectHelp(sections, new URLSearchParams(query));

describe('help selection', () => {
  it('defaults to the first section and its first sub-section', () => {
    expect(select('')).toEqual({ section: 0, child: 0 });
  });

  it('picks by tag before index', () => {
    expect(select('tag=about')).toEqual({ section: 1, child: null });
    expect(select('tag=about&i=2')).toEqual({ section: 1, child: null });
    expect(select('tag=terms&c=1')).toEqual({ section: 0, child: 1 });
  });

  it('picks by index and sub-index, ignoring anything out of range or malformed', () => {
    expect(select('i=2&c=2')).toEqual({ section: 2, child: 2 });
    expect(select('i=2&c=9')).toEqual({ section: 2, child: 0 });
    expect(select('i=7')).toEqual({ section: 0, child: 0 });
    expect(select('i=-1&c=x')).toEqual({ section: 0, child: 0 });
    expect(select('tag=privacy&i=1')).toEqual({ section: 1, child: null });
  });

  it('handles an empty help centre', () => {
    expect(selectHelp([], new URLSearchParams('i=1'))).toEqual({ section: 0, child: null });
  });

  it('builds addresses', () => {
    expect(helpHref('/m/help', 2)).toBe('/m/help?i=2');
    expect(helpHref('/m/helpDetail', 2, 1)).toBe('/m/helpDetail?i=2&c=1');
  });
});
