import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/envelope';
import { checkBirthday, checkPlainText } from './text-checks';

const today = new Date('2026-03-01T08:00:00Z');
const fieldOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? `${error.code}:${error.field}` : 'other';
  }
};

describe('birthday', () => {
  it('takes real dates of adults from 1900 on', () => {
    for (const birthday of ['1900-01-01', '1990-12-31', '2008-03-01', '2008-02-29']) {
      expect(
        fieldOf(() => checkBirthday(birthday, undefined, today)),
        birthday,
      ).toBeNull();
    }
  });

  it('refuses impossible, too early, future and under-age dates', () => {
    for (const birthday of ['1899-12-31', '2001-02-29', '2001-13-01', '2026-03-02', '2008-03-02', '2020-01-01']) {
      expect(
        fieldOf(() => checkBirthday(birthday, undefined, today)),
        birthday,
      ).toBe('request.invalid:birthday');
    }
  });
});

describe('plain text', () => {
  it('takes names in any script, handles and numbers', () => {
    const values = { nickname: 'Budi Santoso', payeeName: 'Nguyễn Văn An', line: 'nova_fan.01', whatsapp: '+62812' };
    expect(fieldOf(() => checkPlainText(values, [], []))).toBeNull();
    for (const host of ['m.luckynova.test:8080', '[::1]:3000', '[::1]']) {
      expect(
        fieldOf(() => checkPlainText({ registerUrl: host }, [], ['registerUrl'])),
        host,
      ).toBeNull();
    }
  });

  it('refuses markup, quotes and statement separators, naming the field', () => {
    for (const value of ['<b>x</b>', "o'neil", 'a;b', 'x=1', '"quoted"']) {
      expect(
        fieldOf(() => checkPlainText({ nickname: 'ok', wechat: value }, [], [])),
        value,
      ).toBe('request.invalid:wechat');
    }
    expect(fieldOf(() => checkPlainText({ domain: 'https://x.test/' }, [], ['domain']))).toBe('request.invalid:domain');
  });
});
