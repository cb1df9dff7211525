import { MOBILE_MAX, type Language } from '@lobby/contract/core';
import {
  REGISTER_RULE_FIELDS,
  firstViolation,
  ruleMessage,
  type RegisterRule,
  type registerRequestSchema,
} from '@lobby/contract/register';
import type { z } from 'zod';
import { ApiError } from '../../lib/envelope';
import { authSettingsOf, firebaseOf, registerKinds, registerRules } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { enforcePasswordRule, fieldRule, invalid } from './field-rules';
import { checkBirthday, checkPlainText } from './text-checks';

export type RegisterInput = z.output<typeof registerRequestSchema>;

const MOBILE_DIGITS = new RegExp(`^\\d{1,${MOBILE_MAX}}$`);
/** Text fields that are secrets: checked by their rules only, never shown, so any character goes. */
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** The rule-checked fields of a registration, as the rules read them. */
function ruleValues(input: RegisterInput): Record<string, string | undefined> {
  const fields = [...REGISTER_RULE_FIELDS, 'captcha', 'registerUrl', 'domain'] as const;
  return Object.fromEntries(fields.map((field) => [field, input[field]]));
}

/**
 * Every check of a registration that needs no database, in the order the form reports them:
 * the kind, the terms, the merchant's rules (first failing field; a payment password without a rule
 * of its own meets the password rule), hostile text, the passwords,
 * what the kind needs, the birthday. Runs before anything is read or written.
 */
export function checkForm(merchant: Merchant, input: RegisterInput, language: Language): void {
  if (!registerKinds(merchant).includes(input.kind)) throw new ApiError('permission.denied');
  if (!input.acceptTerms) throw new ApiError('terms.not.accepted', undefined, 'acceptTerms');
  const rules = formRules(merchant, input, language);
  const values = ruleValues(input);
  const failed = firstViolation(rules, values);
  if (failed) throw invalid(failed.rule.field, ruleMessage(failed.rule, failed.violation));
  if (input.paymentPassword && !rules.some((rule) => rule.field === 'paymentPassword' && rule.enabled)) {
    enforcePasswordRule(merchant, language, input.paymentPassword, 'paymentPassword');
  }
  const shown = Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET_FIELDS.has(field)));
  checkPlainText(shown, rules, ['registerUrl', 'domain']);
  if (input.confirmPassword !== input.password) throw new ApiError('password.mismatch', undefined, 'confirmPassword');
  checkIdentity(merchant, input, rules, language);
  if (input.birthday)
    checkBirthday(
      input.birthday,
      rules.find((rule) => rule.field === 'birthday'),
    );
}

/** The rules the form is checked by: with Firebase's token for the number, no SMS code is asked. */
function formRules(merchant: Merchant, input: RegisterInput, language: Language): RegisterRule[] {
  const rules = registerRules(merchant, input.kind, language);
  const byFirebase = input.firebaseIdToken !== undefined && firebaseOf(authSettingsOf(merchant)) !== null;
  return byFirebase ? rules.filter((rule) => rule.field !== 'verificationCode') : rules;
}

/** What each kind needs: a username, or a mobile number with one of the merchant's dialing codes. */
function checkIdentity(merchant: Merchant, input: RegisterInput, rules: RegisterRule[], language: Language): void {
  const usernameRule = rules.find((rule) => rule.field === 'username') ?? fieldRule(merchant, 'username', language);
  if (input.kind === 'username' && !input.username) {
    throw invalid('username', usernameRule?.messages.required ?? 'Please enter a username.');
  }
  if (input.kind === 'mobile' && input.username && usernameRule) {
    const violation = firstViolation([usernameRule], { username: input.username });
    if (violation) throw invalid('username', ruleMessage(violation.rule, violation.violation));
  }
  const mobileRule = rules.find((rule) => rule.field === 'mobileNum');
  if (input.kind === 'mobile' && !input.mobileNum) {
    throw invalid('mobileNum', mobileRule?.messages.required ?? 'Please enter your mobile number.');
  }
  if (!input.mobileNum) return;
  if (!MOBILE_DIGITS.test(input.mobileNum)) throw invalid('mobileNum', mobileRule?.messages.pattern ?? 'Digits only.');
  const code = input.countryDialingCode;
  if (!code || !authSettingsOf(merchant).countryDialingCodes.includes(code)) {
    throw invalid('countryDialingCode', 'Choose one of the country dialing codes offered.');
  }
}
