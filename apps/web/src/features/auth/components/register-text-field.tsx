import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkRule, type RegisterRuleField } from '@lobby/contract/register';
import { GiftIcon, MailIcon, UserIcon } from '../../../ui/icons';
import { usernameCheckOptions } from '../api/username-check';
import { Field } from './field';
import { useRuleField, type RuleFieldProps } from './register-fields';

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
};

/** A text field; a valid username is checked for availability when the field is left. */
export function TextRuleField(props: RuleFieldProps) {
  const { rule, form, autoFocus } = props;
  const { t, base, validate } = useRuleField(props);
  const queryClient = useQueryClient();
  const checkAvailable = async (value: string) => {
    if (rule.field !== 'username' || checkRule(rule, value) !== null) return;
    const { available } = await queryClient.fetchQuery(usernameCheckOptions(value.trim()));
    if (!available) form.setError(rule.field, { type: 'server', message: t('errors.username.exists') });
  };
  const registration = form.register(rule.field, {
    validate,
    // A failed availability check is not shown: registering checks the name again.
    onBlur: (event: { target: { value: string } }) => void checkAvailable(event.target.value).catch(() => undefined),
  });
  return (
    <Field
      {...base}
      type={rule.field === 'email' ? 'email' : 'text'}
      icon={ICONS[rule.field]}
      autoComplete={AUTOCOMPLETE[rule.field] ?? 'off'}
      autoCapitalize="off"
      autoFocus={autoFocus}
      {...registration}
    />
  );
}
