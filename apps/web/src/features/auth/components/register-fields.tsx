import { useTranslation } from '../../../lib/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import type { AuthSettings } from '@lobby/contract/auth';
import { BIRTHDAY_MIN_YEAR } from '@lobby/contract/core';
import type { RegisterRule } from '@lobby/contract/register';
import { validateRule } from '../hooks/field-rules';
import type { RegisterValues } from '../hooks/register-request';
import { CakeIcon, PhoneIcon } from './auth-icons';
import { DialingCodeSelect } from './dialing-code-select';
import { Field } from './field';
import { PasswordField } from './password-field';
import { FirebaseCodeField } from './firebase-code-field';
import { SmsCodeField } from './sms-code-field';
import type { ConfirmCode } from '../hooks/firebase-phone';

export interface RuleFieldProps {
  rule: RegisterRule;
  form: UseFormReturn<RegisterValues>;
  auth: AuthSettings;
  autoFocus?: boolean;
  /** Firebase sent the mobile code (sites with Firebase phone sign-in): how to confirm it at submit. */
  onFirebaseSent?: (confirm: ConfirmCode) => void;
}

/** Label, optional mark, error and the rule's check: what every registration field shares. */
export function useRuleField({ rule, form }: RuleFieldProps) {
  const { t } = useTranslation();
  const base = {
    label: t(`register.field.${rule.field}`),
    optional: !rule.required,
    error: form.formState.errors[rule.field]?.message,
  };
  return { t, base, validate: validateRule(rule) };
}

/** Password, its confirmation (must match; re-checked when the password changes) or the payment password. */
export function PasswordRuleField(props: RuleFieldProps) {
  const { rule, form } = props;
  const { t, base, validate } = useRuleField(props);
  const confirm = (value: string | undefined, values: RegisterValues) =>
    validate(value) !== true ? validate(value) : value === values.password || t('register.confirmMismatch');
  const registration = form.register(rule.field, {
    validate: rule.field === 'confirmPassword' ? confirm : validate,
    deps: rule.field === 'password' ? ['confirmPassword'] : undefined,
  });
  const autoComplete = rule.field === 'paymentPassword' ? 'off' : 'new-password';
  return <PasswordField {...base} autoComplete={autoComplete} {...registration} />;
}

/** Mobile number with its country dialing code. */
export function MobileRuleField(props: RuleFieldProps) {
  const { rule, form, auth } = props;
  const { base, validate } = useRuleField(props);
  const leading = <DialingCodeSelect codes={auth.countryDialingCodes} {...form.register('countryDialingCode')} />;
  const input = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;
  return (
    <Field
      {...base}
      {...input}
      icon={<PhoneIcon size={18} />}
      leading={leading}
      {...form.register(rule.field, { validate })}
    />
  );
}

/** The SMS code, sent to the mobile number above it: by Firebase when the site has it, else by the site. */
export function CodeRuleField(props: RuleFieldProps) {
  const { rule, form, auth, onFirebaseSent } = props;
  const { base, validate } = useRuleField(props);
  const mobileTarget = async () => {
    if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
    return {
      mobileNum: (form.getValues('mobileNum') ?? '').trim(),
      countryDialingCode: form.getValues('countryDialingCode'),
    };
  };
  if (auth.social.firebase) {
    return (
      <FirebaseCodeField
        config={auth.social.firebase}
        error={base.error}
        mobileTarget={mobileTarget}
        onSent={(confirm) => {
          onFirebaseSent?.(confirm);
          form.setFocus(rule.field);
        }}
        {...form.register(rule.field, { validate })}
      />
    );
  }
  return (
    <SmsCodeField
      {...base}
      purpose="register"
      captchaKind={auth.captchaKind}
      mobileTarget={mobileTarget}
      onSent={() => form.setFocus(rule.field)}
      {...form.register(rule.field, { validate })}
    />
  );
}

/** Birthday picker range: 1900 to the end of this year (spec accounts §5). */
export function birthdayRange(now = new Date()) {
  return { min: `${BIRTHDAY_MIN_YEAR}-01-01`, max: `${now.getFullYear()}-12-31` };
}

/** Date of birth: a native date picker within the range. */
export function BirthdayRuleField(props: RuleFieldProps) {
  const { rule, form } = props;
  const { t, base, validate } = useRuleField(props);
  const range = birthdayRange();
  const inRange = (value: string | undefined) =>
    validate(value) !== true
      ? validate(value)
      : !value || (value >= range.min && value <= range.max) || t('register.birthdayRange', range);
  return (
    <Field
      {...base}
      type="date"
      icon={<CakeIcon size={18} />}
      autoComplete="bday"
      {...range}
      {...form.register(rule.field, { validate: inRange })}
    />
  );
}
