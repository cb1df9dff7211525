import { describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n';
import { ApiFailure } from '../../lib/api';
import { failureMessage, needsCaptcha } from './failure-message';

const t = i18next.t;
const failure = (code: string, value?: { captcha?: boolean; retryAfterSeconds?: number }) =>
  new ApiFailure(400, { code, message: `server says ${code}`, value });

describe('failureMessage', () => {
  it("uses the console's words for the codes it knows", () => {
    expect(failureMessage(failure('operator.login.failed'), t)).toBe('Wrong operator name or password.');
  });
  it('says how long a lock lasts, in whole minutes', () => {
    expect(failureMessage(failure('login.locked', { retryAfterSeconds: 290 }), t)).toContain('5 min');
  });
  it("falls back to the server's message, then to a general one", () => {
    expect(failureMessage(failure('rate.limited'), t)).toBe('server says rate.limited');
    expect(failureMessage(new Error('network'), t)).toBe('Something went wrong. Please try again.');
  });
});

describe('needsCaptcha', () => {
  it('follows the server: a failure that asks for it, or a captcha refusal', () => {
    expect(needsCaptcha(failure('operator.login.failed', { captcha: true }))).toBe(true);
    expect(needsCaptcha(failure('operator.login.failed', { captcha: false }))).toBe(false);
    expect(needsCaptcha(failure('captcha.invalid'))).toBe(true);
    expect(needsCaptcha(new Error('x'))).toBe(false);
  });
});
