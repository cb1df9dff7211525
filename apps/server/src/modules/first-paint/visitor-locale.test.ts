import { describe, expect, it } from 'vitest';
import { dateAtOffset, utcOffsetOf, visitorLocale } from './visitor-locale';

describe('visitorLocale', () => {
  it('takes the language and UTC offset the app wrote in its cookies', () => {
    expect(visitorLocale('lobby_lang=id; lobby_utc_offset=420', 'en-US,en')).toEqual({
      language: 'id',
      utcOffset: 420,
    });
  });

  it('without the cookie, takes the browser’s most preferred supported language', () => {
    expect(visitorLocale(undefined, 'fr-FR,fr;q=0.9,id;q=0.8,en;q=0.7').language).toBe('id');
    expect(visitorLocale(undefined, 'en;q=0.5, id-ID;q=0.9').language).toBe('id');
    expect(visitorLocale('other=1', 'id;q=0, en-GB').language).toBe('en');
  });

  it('falls back to the default language and UTC', () => {
    expect(visitorLocale(undefined, undefined)).toEqual({ language: 'en', utcOffset: 0 });
    expect(visitorLocale('lobby_lang=xx; lobby_utc_offset=abc', 'de-DE')).toEqual({ language: 'en', utcOffset: 0 });
    expect(visitorLocale('lobby_utc_offset=%3Cscript%3E', undefined).utcOffset).toBe(0);
  });
});

describe('utcOffsetOf', () => {
  it('accepts whole minutes between UTC−12:00 and UTC+14:00 only', () => {
    expect(utcOffsetOf('-600')).toBe(-600);
    expect(utcOffsetOf('840')).toBe(840);
    expect(utcOffsetOf('841')).toBeUndefined();
    expect(utcOffsetOf('5.5')).toBeUndefined();
    expect(utcOffsetOf('1e3')).toBeUndefined();
    expect(utcOffsetOf('')).toBeUndefined();
  });
});

describe('dateAtOffset', () => {
  it("gives the calendar date at the offset, as the web app writes a date in the visitor's language", () => {
    const lateEvening = '2026-11-20T20:30:00.000Z';
    expect(dateAtOffset(lateEvening, 0, 'en')).toBe('Nov 20, 2026');
    expect(dateAtOffset(lateEvening, 420, 'en')).toBe('Nov 21, 2026');
    expect(dateAtOffset(lateEvening, -600, 'en')).toBe('Nov 20, 2026');
    expect(dateAtOffset('2026-11-21T05:00:00.000Z', -600, 'en')).toBe('Nov 20, 2026');
    expect(dateAtOffset(lateEvening, 420, 'id')).toBe('21 Nov 2026');
    expect(dateAtOffset('not a date', 0, 'en')).toBe('');
  });
});
