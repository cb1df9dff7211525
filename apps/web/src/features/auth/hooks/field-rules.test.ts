import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { sharedRules, validateCaptcha, validateRule } from './field-rules';

const t = i18next.t.bind(i18next);
const rules = sharedRules(t);

describe('shared field rules', () => {
  it('check the login username: required, pattern, length with (min)/(max) filled in', () => {
    const check = validateRule(rules.loginUsername);
    expect(check('')).toBe('Please enter your username.');
    expect(check('1abc')).toBe('Start with a letter and use only letters and digits.');
    expect(check('abc')).toBe('Use 4 to 16 characters.');
    expect(check('player1')).toBe(true);
  });

  it('ask a new password for letters and digits, a login password only for presence', () => {
    expect(validateRule(rules.password)('abcdefg')).toBe('Use letters and digits, without spaces.');
    expect(validateRule(rules.password)('abc123')).toBe(true);
    expect(validateRule(rules.loginPassword)('x')).toBe(true);
    expect(validateRule(rules.loginPassword)('')).toBe('Please enter your password.');
  });

  it('check mobile numbers, SMS codes and e-mail addresses', () => {
    expect(validateRule(rules.loginMobileNum)('81234')).toBe('Use 6 to 20 digits.');
    expect(validateRule(rules.loginMobileNum)('8123a567')).toBe('Use digits only.');
    expect(validateRule(rules.verificationCode)('12345678901')).toBe('The code has at most 10 digits.');
    expect(validateRule(rules.email)(' jo.doe@mail.co.id ')).toBe(true);
    expect(validateRule(rules.email)('jo@mail')).toBe('This e-mail address is not correct.');
  });

  it('want a captcha answer of at most 6 characters, digits only for a sum', () => {
    expect(validateCaptcha(t, 'math')('')).toBe('Please enter the captcha code.');
    expect(validateCaptcha(t, 'math')('1a')).toBe('Enter the code shown in the picture.');
    expect(validateCaptcha(t, 'math')('42')).toBe(true);
    expect(validateCaptcha(t, 'letters')('AbC9')).toBe(true);
    expect(validateCaptcha(t, 'letters')('abcdefg')).toBe('Enter the code shown in the picture.');
  });
});
