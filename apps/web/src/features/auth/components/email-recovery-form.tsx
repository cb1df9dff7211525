import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { EMAIL_SENT_BACK_MS } from '@lobby/contract/core';
import { hideToast, showToast } from '../../../lib/toast';
import { MailIcon, UserIcon } from '../../../ui/icons';
import { useEmailRecovery } from '../api/email-recovery';
import { sharedRules, validateRule } from '../hooks/field-rules';
import { showServerError } from '../hooks/server-errors';
import { useAccountPopup } from '../hooks/use-account-popup';
import { Field } from './field';
import { FormAlert, SubmitButton } from './form-parts';

interface EmailValues {
  username: string;
  email: string;
}

/** Recovery by e-mail: username and e-mail (trimmed); a confirmation for a second, then back. */
export function EmailRecoveryForm() {
  const { t } = useTranslation();
  const rules = sharedRules(t);
  const recovery = useEmailRecovery();
  const { close } = useAccountPopup();
  const [sent, setSent] = useState(false);
  const form = useForm<EmailValues>({ mode: 'onTouched', defaultValues: { username: '', email: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(close, EMAIL_SENT_BACK_MS);
    return () => clearTimeout(timer);
  }, [sent, close]);

  const submit = form.handleSubmit((values) => {
    const loading = showToast('forgot.wait', { tone: 'loading' });
    recovery.mutate(
      { username: values.username.trim(), email: values.email.trim() },
      {
        onSuccess: () => {
          hideToast(loading);
          setSent(true);
        },
        onError: (error) => {
          hideToast(loading);
          showServerError(error, form, t, ['username', 'email']);
        },
      },
    );
  });

  if (sent) {
    return (
      <p role="status" className="rounded-2xl border border-emerald-400/40 bg-emerald-400/10 p-4 text-sm text-text">
        {t('forgot.emailSent')}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <Field
        label={t('login.username')}
        icon={<UserIcon size={18} />}
        autoComplete="username"
        autoCapitalize="off"
        error={errors.username?.message}
        {...form.register('username', { validate: validateRule(rules.loginUsername) })}
      />
      <Field
        label={t('forgot.email')}
        type="email"
        icon={<MailIcon size={18} />}
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email', { validate: validateRule(rules.email) })}
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton busy={recovery.isPending}>{t('forgot.sendLink')}</SubmitButton>
    </form>
  );
}
