import { describe, expect, it } from 'vitest';
import { localToInstant, toList, windowState } from './settings-values';

describe('settings values', () => {
  it('reads a typed list split by commas, spaces and lines, dropping blanks', () => {
    expect(toList('id, MY\n  th,,')).toEqual(['id', 'MY', 'th']);
    expect(toList('')).toEqual([]);
    expect(toList(['ID'])).toEqual(['ID']);
  });

  it('places a window before, inside (end exclusive) or after now', () => {
    const window = { startsAt: '2026-01-01T10:00:00Z', endsAt: '2026-01-01T12:00:00Z' };
    expect(windowState(window, Date.parse('2026-01-01T09:59:59Z'))).toBe('upcoming');
    expect(windowState(window, Date.parse('2026-01-01T10:00:00Z'))).toBe('live');
    expect(windowState(window, Date.parse('2026-01-01T12:00:00Z'))).toBe('past');
  });

  it('turns a local picker value into an ISO instant of the same moment', () => {
    const instant = localToInstant('2026-03-01T08:30');
    expect(instant).toMatch(/^2026-0[23]-\d\dT\d\d:\d\d:00\.000Z$/);
    expect(new Date(instant).getHours()).toBe(8);
    expect(new Date(instant).getMinutes()).toBe(30);
  });
});
