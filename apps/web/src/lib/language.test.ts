// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { writeLocaleCookies } from './language';

afterEach(() => {
  for (const name of ['lobby_lang', 'lobby_utc_offset']) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('locale cookies', () => {
  it('tells the server the language and the UTC offset in minutes east of UTC', () => {
    // getTimezoneOffset is minutes west of UTC: Jakarta (UTC+7) answers -420.
    const inJakarta = { getTimezoneOffset: () => -420 } as Date;
    writeLocaleCookies('id', document, inJakarta);
    expect(document.cookie).toContain('lobby_lang=id');
    expect(document.cookie).toContain('lobby_utc_offset=420');
  });
});
