import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme';

describe('theme', () => {
  it('always ends up dark, whatever is stored', () => {
    expect(resolveTheme('light')).toBe('dark');
    expect(resolveTheme('dark')).toBe('dark');
    expect(resolveTheme(null)).toBe('dark');
  });
});
