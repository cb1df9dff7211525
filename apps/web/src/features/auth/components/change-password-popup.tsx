import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { CHANGE_PASSWORD_REDIRECT_MS } from '@lobby/contract/core';
import { ROUTES } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { hideToast, showToast } from '../../../lib/toast';
import { Dialog } from '../../../ui/dialog';
import { useChangePassword } from '../api/change-password';
import { sharedRules, validateRule } from '../hooks/field-rules';
import { showServerError } from '../hooks/server-errors';
import { useAccountPopup } from '../hooks/use-account-popup';
import { FormAlert, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

/** Change password (members): current, new, confirmation; on success a message, then home. */
export function ChangePasswordPopup() {
  const { t } = useTranslation();
  const { close } = useAccountPopup();
  const navigate = useNavigate();
  const rules = sharedRules(t);
  const userName = useSession()?.userName ?? '';
  const change = useChangePassword();
  const [changed, setChanged] = useState(false);
  const form = useForm<ChangePasswordValues>({
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const values = useWatch({ control: form.control });
  const filled = FIELDS.every((field) => (values[field] ?? '') !== '');
  const { errors } = form.formState;

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => navigate(ROUTES.home, { replace: true }), CHANGE_PASSWORD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [changed, navigate]);

  const submit = form.handleSubmit((request) => {
    const loading = showToast('changePassword.wait', { tone: 'loading' });
    change.mutate(request, {
      onSuccess: () => {
        showToast('changePassword.success', { tone: 'success', durationMs: CHANGE_PASSWORD_REDIRECT_MS });
        setChanged(true);
      },
      onError: (error) => {
        hideToast(loading);
        showServerError(error, form, t, FIELDS, {
          'password.incorrect': 'oldPassword',
          'modify.new.old.same': 'newPassword',
          'password.mismatch': 'confirmNewPassword',
        });
      },
    });
  });

  const newPassword = (value: string, all: ChangePasswordValues) => {
    const result = validateRule(rules.password)(value);
    return result === true ? value !== all.oldPassword || t('errors.modify.new.old.same') : result;
  };
  return (
    <Dialog open onClose={close} title={t('changePassword.heading')} description={t('changePassword.subtitle')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 pt-1">
        {/* The account name, for the browser's password manager to update the right saved password. */}
        <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
        <PasswordField
          label={t('changePassword.old')}
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...form.register('oldPassword', { validate: validateRule(rules.loginPassword), deps: ['newPassword'] })}
        />
        <PasswordField
          label={t('changePassword.new')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...form.register('newPassword', {
            validate: newPassword,
            deps: ['confirmNewPassword'],
          })}
        />
        <PasswordField
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...form.register('confirmNewPassword', {
            validate: (value, all) =>
              value === '' ? t('rules.confirm.required') : value === all.newPassword || t('register.confirmMismatch'),
          })}
        />
        <FormAlert message={errors.root?.server?.message} />
        <SubmitButton busy={change.isPending || changed} disabled={!filled}>
          {t('changePassword.submit')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}
