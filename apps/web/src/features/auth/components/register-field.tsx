import type { ReactNode } from 'react';
import type { RegisterRuleField } from '@lobby/contract/register';
import {
  BirthdayRuleField,
  CodeRuleField,
  MobileRuleField,
  PasswordRuleField,
  type RuleFieldProps,
} from './register-fields';
import { TextRuleField } from './register-text-field';

const SPECIAL: Partial<Record<RegisterRuleField, (props: RuleFieldProps) => ReactNode>> = {
  password: PasswordRuleField,
  confirmPassword: PasswordRuleField,
  paymentPassword: PasswordRuleField,
  mobileNum: MobileRuleField,
  verificationCode: CodeRuleField,
  birthday: BirthdayRuleField,
};

/** One registration field as the merchant's rule describes it: label, optional mark, checks. */
export function RegisterField(props: RuleFieldProps) {
  const Special = SPECIAL[props.rule.field];
  return Special ? <Special {...props} /> : <TextRuleField {...props} />;
}
