import { describe, expect, it } from 'vitest';
import { makeRule } from '../../../test/accounts';
import { registerMethod } from './register-method';
import { registerRequest, type RegisterValues } from './register-request';

function fakeWindow({ standalone = false, webClip = false } = {}): Window {
  return {
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
    navigator: { standalone: webClip },
    location: { hostname: 'play.example.com', host: 'play.example.com:8443' },
  } as unknown as Window;
}

const values: RegisterValues = {
  username: '  player1 ',
  password: ' pass 123',
  confirmPassword: ' pass 123',
  nickname: '',
  mobileNum: '81234567',
  countryDialingCode: '+62',
  captcha: '',
  acceptTerms: true,
};

describe('registration payload', () => {
  it("sends Firebase's token for the number instead of the typed code when Firebase sent it", () => {
    const rules = (['mobileNum', 'verificationCode', 'password'] as const).map((field) => makeRule(field));
    const typed = { ...values, verificationCode: '123456' };
    const bySite = registerRequest('mobile', rules, typed, {}, fakeWindow());
    expect(bySite).toMatchObject({ verificationCode: '123456', countryDialingCode: '+62' });
    expect(bySite).not.toHaveProperty('firebaseIdToken');
    const byFirebase = registerRequest('mobile', rules, typed, { firebaseIdToken: 'id-token' }, fakeWindow());
    expect(byFirebase).toMatchObject({ firebaseChannel: 'sms', firebaseIdToken: 'id-token', mobileNum: '81234567' });
    expect(byFirebase).not.toHaveProperty('verificationCode');
  });

  it('detects how the visitor registers: installed app, web clip or browser', () => {
    expect(registerMethod(fakeWindow({ standalone: true }))).toBe('PWA');
    expect(registerMethod(fakeWindow({ webClip: true }))).toBe('WEBCLIP');
    expect(registerMethod(fakeWindow())).toBe('H5');
  });

  it('sends the enabled fields with a value (passwords as typed), where and how, and the terms', () => {
    const rules = ['username', 'password', 'confirmPassword', 'nickname'].map((field) => makeRule(field as 'username'));
    const request = registerRequest(
      'username',
      [...rules, makeRule('qqNum', { enabled: false })],
      values,
      {},
      fakeWindow(),
    );
    expect(request).toEqual({
      kind: 'username',
      registerMethod: 'H5',
      registerUrl: 'play.example.com',
      domain: 'play.example.com:8443',
      username: 'player1',
      password: ' pass 123',
      confirmPassword: ' pass 123',
      countryDialingCode: undefined,
      affiliateCode: undefined,
      captcha: undefined,
      captchaKey: undefined,
      acceptTerms: true,
      type: 0,
      remember: false,
    });
  });

  it('adds the dialing code with a mobile number, the checked invitation code and the captcha', () => {
    const rules = [makeRule('mobileNum'), makeRule('password')];
    const request = registerRequest(
      'mobile',
      rules,
      { ...values, captcha: ' 42 ' },
      { affiliateCode: 'FRIEND1', captcha: { answer: '42', key: 'cap-1' } },
      fakeWindow(),
    );
    expect(request).toMatchObject({
      mobileNum: '81234567',
      countryDialingCode: '+62',
      confirmPassword: ' pass 123',
      affiliateCode: 'FRIEND1',
      captcha: '42',
      captchaKey: 'cap-1',
    });
    expect(request).not.toHaveProperty('username');
  });
});
