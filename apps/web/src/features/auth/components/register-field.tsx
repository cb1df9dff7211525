import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import {
  BIRTHDAY_MIN_YEAR,
  checkRule,
  type AuthSettings,
  type RegisterRule,
  type RegisterRuleField,
} from '@lobby/contract';
import { GiftIcon, MailIcon, UserIcon } from '../../../ui/icons';
import { usernameCheckOptions } from '../api/username-check';
import { validateRule } from '../hooks/field-rules';
import type { RegisterValues } from '../hooks/register-request';
import { CakeIcon, PhoneIcon } from './auth-icons';
import { DialingCodeSelect } from './dialing-code-select';
import { Field } from './field';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';

const ICONS: Partial<Record<RegisterRuleField, ReactNode>> = {
  username: <UserIcon size={18} />,
  nickname: <UserIcon size={18} />,
  payeeName: <UserIcon size={18} />,
  email: <MailIcon size={18} />,
  affiliateCode: <GiftIcon size={18} />,
  recommenderId: <GiftIcon size={18} />,
};

const AUTOCOMPLETE: Partial<Record<RegisterRuleField, string>> = {
  username: 'username',
  nickname: 'nickname',
  payeeName: 'name',
  email: 'email',
  birthday: 'bday',
};

/** Birthday picker range: 1900 to the end of this year (spec accounts §5). */
export function birthdayRange(now = new Date()) {
  return { min: `${BIRTHDAY_MIN_YEAR}-01-01`, max: `${now.getFullYear()}-12-31` };
}

interface RegisterFieldProps {
  rule: RegisterRule;
  form: UseFormReturn<RegisterValues>;
  auth: AuthSettings;
  autoFocus?: boolean;
}

/** One registration field as the merchant's rule describes it: label, optional mark, checks. */
export function RegisterField({ rule, form, auth, autoFocus }: RegisterFieldProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { field } = rule;
  const label = t(`register.field.${field}`);
  const error = form.formState.errors[field]?.message;
  const base = { label, optional: !rule.required, error };
  const validate = validateRule(rule);

  if (field === 'password' || field === 'confirmPassword' || field === 'paymentPassword') {
    const confirm = (value: string | undefined, values: RegisterValues) => {
      const result = validate(value);
      return result !== true || value === values.password || t('register.confirmMismatch');
    };
    const registration = form.register(field, {
      validate: field === 'confirmPassword' ? confirm : validate,
      deps: field === 'password' ? ['confirmPassword'] : undefined,
    });
    const autoComplete = field === 'paymentPassword' ? 'off' : 'new-password';
    return <PasswordField {...base} autoComplete={autoComplete} {...registration} />;
  }
  if (field === 'mobileNum') {
    const dialing = form.register('countryDialingCode');
    const leading = <DialingCodeSelect codes={auth.countryDialingCodes} {...dialing} />;
    const input = { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;
    return (
      <Field
        {...base}
        {...input}
        icon={<PhoneIcon size={18} />}
        leading={leading}
        {...form.register(field, { validate })}
      />
    );
  }
  if (field === 'verificationCode') {
    const mobileTarget = async () => {
      if (!(await form.trigger('mobileNum', { shouldFocus: true }))) return null;
      return {
        mobileNum: (form.getValues('mobileNum') ?? '').trim(),
        countryDialingCode: form.getValues('countryDialingCode'),
      };
    };
    const registration = form.register(field, { validate });
    return (
      <SmsCodeField
        {...base}
        purpose="register"
        captchaKind={auth.captchaKind}
        mobileTarget={mobileTarget}
        onSent={() => form.setFocus(field)}
        {...registration}
      />
    );
  }
  if (field === 'birthday') {
    const range = birthdayRange();
    const inRange = (value: string | undefined) =>
      !value || (value >= range.min && value <= range.max) || t('register.birthdayRange', range);
    const registration = form.register(field, {
      validate: (value) => (validate(value) === true ? inRange(value) : validate(value)),
    });
    return (
      <Field {...base} type="date" icon={<CakeIcon size={18} />} autoComplete="bday" {...range} {...registration} />
    );
  }
  const onBlur = async (value: string) => {
    if (field !== 'username' || checkRule(rule, value) !== null) return;
    const { available } = await queryClient.fetchQuery(usernameCheckOptions(value.trim()));
    if (!available) form.setError(field, { type: 'server', message: t('errors.username.exists') });
  };
  const registration = form.register(field, {
    validate,
    onBlur: (event: { target: { value: string } }) => void onBlur(event.target.value).catch(() => undefined),
  });
  return (
    <Field
      {...base}
      type={field === 'email' ? 'email' : 'text'}
      icon={ICONS[field]}
      autoComplete={AUTOCOMPLETE[field] ?? 'off'}
      autoCapitalize="off"
      autoFocus={autoFocus}
      {...registration}
    />
  );
}
