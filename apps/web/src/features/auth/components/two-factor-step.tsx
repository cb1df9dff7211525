import { zodResolver } from '@hookform/resolvers/zod';
import { loginCodeRequestSchema } from '@lobby/contract/security';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/use-translation';
import { CheckIcon } from '../../../ui/icons';
import { useLoginCode } from '../api/login';
import { showServerError } from '../hooks/server-errors';
import { useSignedIn } from '../hooks/use-signed-in';
import { Field } from './field';
import { FormAlert, LinkButton, SubmitButton } from './form-parts';

type CodeValues = z.input<typeof loginCodeRequestSchema>;

interface TwoFactorStepProps {
  challenge: string;
  remember: boolean;
  target?: string;
  /** Back to the password step (the challenge ended, or the member asked). */
  onBack: (message?: string) => void;
}

/** The login's second step when two-factor sign-in is on: a code from the app or a recovery code. */
export function TwoFactorStep({ challenge, remember, target, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const send = useLoginCode();
  const signedIn = useSignedIn();
  const form = useForm<CodeValues>({
    resolver: zodResolver(loginCodeRequestSchema),
    defaultValues: { challenge, code: '' },
  });
  const submit = form.handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: (session) => signedIn(session, { remember, message: 'login.success', target }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'two.factor.challenge.ended') {
          onBack(t('errors.two.factor.challenge.ended'));
          return;
        }
        form.setValue('code', '');
        showServerError(error, form, t, ['code'], { 'two.factor.code.invalid': 'code' });
      },
    });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 pt-1">
      <div className="flex items-start gap-3 rounded-2xl border border-violet-400/25 bg-violet-500/10 p-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet-500/20 text-violet-200">
          <CheckIcon size={22} />
        </span>
        <div>
          <h3 className="text-sm font-bold">{t('login.tfTitle')}</h3>
          <p className="mt-0.5 text-xs text-muted">{t('login.tfHint')}</p>
        </div>
      </div>
      <Field
        label={t('login.tfCode')}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        autoFocus
        maxLength={20}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      <SubmitButton busy={send.isPending}>{t('login.tfSubmit')}</SubmitButton>
      <div className="text-center text-sm">
        <LinkButton onClick={() => onBack()}>{t('login.tfBack')}</LinkButton>
      </div>
    </form>
  );
}
