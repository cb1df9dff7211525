import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { useResetByLink } from '../api/reset-by-link';
import { sharedRules, validateRule } from '../hooks/field-rules';
import { showServerError } from '../hooks/server-errors';
import { useSignedIn } from '../hooks/use-signed-in';
import { FormAlert, SubmitButton } from './form-parts';
import { PasswordField } from './password-field';

interface ResetLinkValues {
  newPassword: string;
  confirmNewPassword: string;
}

/** The e-mailed link's form: a new password twice; success logs in. A dead link offers a new e-mail. */
export function ResetLinkForm({ resetToken, onRestart }: { resetToken: string; onRestart: () => void }) {
  const { t } = useTranslation();
  const rules = sharedRules(t);
  const reset = useResetByLink();
  const signedIn = useSignedIn();
  const [linkDead, setLinkDead] = useState(false);
  const form = useForm<ResetLinkValues>({
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    reset.mutate(
      { resetToken, ...values },
      {
        onSuccess: (session) => signedIn(session, { remember: false, message: 'forgot.resetDone' }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'reset.link.invalid') return setLinkDead(true);
          showServerError(error, form, t, ['newPassword', 'confirmNewPassword'], {
            'password.mismatch': 'confirmNewPassword',
            'modify.new.old.same': 'newPassword',
          });
        },
      },
    );
  });

  if (linkDead) {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-rose-500/40 bg-rose-500/10 p-4 text-sm">
        <p>{t('errors.reset.link.invalid')}</p>
        <Button variant="outline" className="w-full" onClick={onRestart}>
          {t('forgot.newLink')}
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <PasswordField
        label={t('forgot.newPassword')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword', { validate: validateRule(rules.password), deps: ['confirmNewPassword'] })}
      />
      <PasswordField
        label={t('forgot.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword', {
          validate: (value, values) =>
            value === '' ? t('rules.confirm.required') : value === values.newPassword || t('register.confirmMismatch'),
        })}
      />
      <FormAlert message={errors.root?.server?.message} />
      <SubmitButton busy={reset.isPending}>{t('forgot.resetSubmit')}</SubmitButton>
    </form>
  );
}
