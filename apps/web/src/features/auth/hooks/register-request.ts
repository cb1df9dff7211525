import type { RegisterKind, RegisterRequest, RegisterRule, RegisterRuleField } from '@lobby/contract/register';
import { registerMethod } from './register-method';

/** The register form's values: every rule field, plus dialing code, captcha and terms. */
export type RegisterValues = Partial<Record<RegisterRuleField, string>> & {
  countryDialingCode: string;
  captcha: string;
  acceptTerms: boolean;
};

const SECRET_FIELDS: readonly RegisterRuleField[] = ['password', 'confirmPassword', 'paymentPassword'];

interface RegisterExtras {
  /** The checked invitation code: from the field when shown, else from the page's link. */
  affiliateCode?: string;
  captcha?: { answer: string; key: string };
  /** Firebase's ID token for the mobile number: it stands in for the SMS code. */
  firebaseIdToken?: string;
}

/**
 * The registration payload: the enabled fields that have a value (passwords untrimmed, the rest
 * trimmed), how and where the visitor registers, the invitation code and captcha, terms accepted.
 */
export function registerRequest(
  kind: RegisterKind,
  rules: readonly RegisterRule[],
  values: RegisterValues,
  extras: RegisterExtras,
  win: Window = window,
): RegisterRequest {
  const fields: Partial<Record<RegisterRuleField, string>> = {};
  for (const rule of rules) {
    if (!rule.enabled || rule.field === 'affiliateCode') continue;
    const raw = values[rule.field] ?? '';
    const value = SECRET_FIELDS.includes(rule.field) ? raw : raw.trim();
    if (value !== '') fields[rule.field] = value;
  }
  const password = fields.password ?? '';
  const { verificationCode, ...rest } = fields;
  const code = extras.firebaseIdToken
    ? { firebaseChannel: 'sms' as const, firebaseIdToken: extras.firebaseIdToken }
    : { verificationCode };
  return {
    ...rest,
    ...code,
    kind,
    registerMethod: registerMethod(win),
    registerUrl: win.location.hostname,
    domain: win.location.host,
    password,
    confirmPassword: fields.confirmPassword ?? password,
    countryDialingCode: fields.mobileNum ? values.countryDialingCode : undefined,
    affiliateCode: extras.affiliateCode || undefined,
    captcha: extras.captcha?.answer,
    captchaKey: extras.captcha?.key,
    acceptTerms: values.acceptTerms,
    type: 0,
    remember: false,
  };
}
