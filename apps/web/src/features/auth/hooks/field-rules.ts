import type { TFunction } from 'i18next';
import {
  CAPTCHA_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MOBILE_MAX,
  MOBILE_MIN,
  MOBILE_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_PATTERN,
  SMS_CODE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  type CaptchaKind,
} from '@lobby/contract/core';
import { checkRule, ruleMessage, type RegisterRule } from '@lobby/contract/register';

type Field = RegisterRule['field'];

function rule(
  field: Field,
  pattern: string | null,
  min: number | null,
  max: number | null,
  messages: RegisterRule['messages'],
) {
  return { field, enabled: true, required: true, pattern, min, max, messages } satisfies RegisterRule;
}

/**
 * The shared rules of spec accounts §5 (loginUsername, loginPassword, loginMobileNum,
 * verificationCode, password for a new one, the e-mail rule), checked like the server's rules.
 */
export function sharedRules(t: TFunction) {
  return {
    loginUsername: rule('username', USERNAME_PATTERN, USERNAME_MIN, USERNAME_MAX, {
      required: t('rules.username.required'),
      pattern: t('rules.username.pattern'),
      length: t('rules.username.length'),
    }),
    loginPassword: rule('password', null, null, PASSWORD_MAX, {
      required: t('rules.password.required'),
      pattern: t('rules.password.pattern'),
      length: t('rules.password.length'),
    }),
    password: rule('password', PASSWORD_PATTERN, PASSWORD_MIN, PASSWORD_MAX, {
      required: t('rules.password.required'),
      pattern: t('rules.password.pattern'),
      length: t('rules.password.length'),
    }),
    loginMobileNum: rule('mobileNum', MOBILE_PATTERN, MOBILE_MIN, MOBILE_MAX, {
      required: t('rules.mobile.required'),
      pattern: t('rules.mobile.pattern'),
      length: t('rules.mobile.length'),
    }),
    verificationCode: rule('verificationCode', '\\d+', null, SMS_CODE_MAX, {
      required: t('rules.code.required'),
      pattern: t('rules.code.pattern'),
      length: t('rules.code.length'),
    }),
    email: rule('email', EMAIL_PATTERN, null, EMAIL_MAX, {
      required: t('rules.email.required'),
      pattern: t('rules.email.pattern'),
      length: t('rules.email.pattern'),
    }),
  };
}

/** A react-hook-form `validate` for a rule: true, or the rule's message. */
export function validateRule(rule: RegisterRule) {
  return (value: string | undefined): string | true => {
    const violation = checkRule(rule, value);
    return violation ? ruleMessage(rule, violation) : true;
  };
}

/** Captcha answer: required when shown, at most 6 characters, digits only for a sum (spec §5). */
export function validateCaptcha(t: TFunction, kind: CaptchaKind) {
  return (value: string | undefined): string | true => {
    const answer = (value ?? '').trim();
    if (answer === '') return t('rules.captcha.required');
    if (answer.length > CAPTCHA_MAX || (kind === 'math' && !/^\d+$/.test(answer))) return t('rules.captcha.pattern');
    return true;
  };
}
