import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './date-format';

// Midday UTC: the same calendar day in any time zone the tests run in.
const NOON = '2026-11-25T12:00:00Z';

describe('dates in the chosen language', () => {
  it('writes a date the way each language does', () => {
    expect(formatDate(NOON, 'en')).toBe('Nov 25, 2026');
    expect(formatDate(NOON, 'id')).toBe('25 Nov 2026');
    expect(formatDate('2026-08-17T12:00:00Z', 'id')).toBe('17 Agu 2026');
  });

  it('writes times on the 24-hour clock with the language’s separators', () => {
    const local = new Date(2026, 10, 25, 15, 4, 5);
    expect(formatDate(local, 'en', 'time')).toBe('15:04:05');
    expect(formatDate(local, 'id', 'time')).toBe('15.04.05');
    expect(formatDate(local, 'id', 'dateTime')).toBe('25 Nov 2026, 15.04');
    expect(formatDate(local, 'en', 'dateTime')).toBe('Nov 25, 2026, 15:04');
  });

  it('names the weekday of a day heading in the language', () => {
    const local = new Date(2026, 10, 25, 9, 0);
    expect(formatDate(local, 'en', 'day')).toBe('Wed, Nov 25, 2026');
    expect(formatDate(local, 'id', 'day')).toBe('Rab, 25 Nov 2026');
  });

  it('writes a period with the shared parts once', () => {
    // Intl sets the dash between thin spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatDateRange('2026-03-01T12:00:00Z', '2026-12-31T12:00:00Z', 'en'))).toBe('Mar 1 – Dec 31, 2026');
    expect(plain(formatDateRange('2026-03-01T12:00:00Z', '2026-12-31T12:00:00Z', 'id'))).toBe('1 Mar – 31 Des 2026');
  });

  it('shows nothing for something that is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateRange('not a date', NOON, 'en')).toBe('Nov 25, 2026');
  });
});
