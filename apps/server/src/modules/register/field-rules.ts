import type { Language } from '@lobby/contract/core';
import { checkRule, ruleMessage, type RegisterRule, type RegisterRuleField } from '@lobby/contract/register';
import { ApiError } from '../../lib/envelope';
import { registerRules } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { toSite } from '../site/site.service';

/** The language of rule messages: the one asked for, else the merchant's default. */
export function languageFor(merchant: Merchant, asked: Language | undefined): Language {
  return asked ?? toSite(merchant).defaultLanguage;
}

/** A validation failure naming its field (the field the form focuses). */
export function invalid(field: string, message: string): ApiError {
  return new ApiError('request.invalid', message, field);
}

/** Throw request.invalid with the rule's own message when a value breaks it. */
export function enforceRule(rule: RegisterRule, value: string | undefined, field: string = rule.field): void {
  const violation = checkRule(rule, value);
  if (violation) throw invalid(field, ruleMessage(rule, violation));
}

/** A merchant's enabled rule for a field: the username form's, else the mobile form's. */
export function fieldRule(merchant: Merchant, field: RegisterRuleField, language: Language): RegisterRule | undefined {
  const rules = [...registerRules(merchant, 'username', language), ...registerRules(merchant, 'mobile', language)];
  return rules.find((rule) => rule.field === field && rule.enabled);
}

/** A new password must pass the merchant's `password` rule (registration, change and reset alike). */
export function enforcePasswordRule(merchant: Merchant, language: Language, password: string, field: string): void {
  const rule = fieldRule(merchant, 'password', language);
  if (rule) enforceRule({ ...rule, required: true }, password, field);
}
