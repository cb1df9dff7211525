import { zodResolver } from '@hookform/resolvers/zod';
import { resetPaymentPasswordRequestSchema, type SecurityOverview } from '@lobby/contract/security';
import { changePaymentPasswordRequestSchema } from '@lobby/contract/withdrawals';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormFailure, showFailure } from './form-failure';
import { z } from 'zod';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { TextInput } from './text-input';
import { useResendWait } from './resend-wait';
import { useChangePaymentPassword, useResetPaymentPassword, useSendPaymentPasswordCode } from '../api/security';

/** The new password twice: the second must match (checked here, the server sees only one). */
const matches = (values: { newPaymentPassword: string; confirm: string }) =>
  values.confirm === values.newPaymentPassword;
const mismatch = { path: ['confirm'], message: 'differ' };
const changeSchema = changePaymentPasswordRequestSchema.extend({ confirm: z.string() }).refine(matches, mismatch);
const resetSchema = resetPaymentPasswordRequestSchema.extend({ confirm: z.string() }).refine(matches, mismatch);

/** A password input of these forms, its error (or the mismatch) as its hint. */
function useFieldOf<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation();
  return (name: Path<T>, label: string, autoComplete = 'new-password') => {
    const message = (form.formState.errors[name] as { message?: string } | undefined)?.message;
    return (
      <TextInput
        label={label}
        type="password"
        autoComplete={autoComplete}
        error={message === 'differ' ? t('security.pp.differ') : message}
        {...form.register(name)}
      />
    );
  };
}

export function ChangePaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangePaymentPassword();
  const form = useForm<z.input<typeof changeSchema>>({
    resolver: zodResolver(changeSchema),
    defaultValues: { oldPaymentPassword: '', newPaymentPassword: '', confirm: '' },
  });
  const field = useFieldOf(form);
  const submit = form.handleSubmit(async ({ confirm: _confirm, ...body }) => {
    try {
      await change.mutateAsync(body);
      showToast('security.pp.saved', { tone: 'success' });
      onDone();
    } catch (error) {
      showFailure(form, error, t);
    }
  });
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      {field('oldPaymentPassword', t('security.pp.old'), 'current-password')}
      {field('newPaymentPassword', t('security.pp.new'))}
      {field('confirm', t('security.pp.confirm'))}
      <FormFailure message={form.formState.errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={change.isPending}>
        {t('security.pp.save')}
      </Button>
    </form>
  );
}

export function ResetPaymentPasswordForm({
  mobile,
  onDone,
}: {
  mobile: SecurityOverview['mobile'];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendPaymentPasswordCode();
  const reset = useResetPaymentPassword();
  const countdown = useResendWait();
  const form = useForm<z.input<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { verificationCode: '', newPaymentPassword: '', confirm: '' },
  });
  const field = useFieldOf(form);
  if (!mobile.bound) return <p className="text-sm text-muted">{t('security.pp.noMobile')}</p>;
  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: () => {
        countdown.start();
        showToast('security.pp.codeSent', { tone: 'success' });
      },
      onError: (error) => showFailure(form, error, t),
    });
  const submit = form.handleSubmit(async ({ confirm: _confirm, ...body }) => {
    try {
      await reset.mutateAsync(body);
      showToast('security.pp.saved', { tone: 'success' });
      onDone();
    } catch (error) {
      showFailure(form, error, t);
    }
  });
  const codeError = form.formState.errors.verificationCode?.message;
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      <p className="text-sm text-muted">{t('security.pp.resetIntro', { mobile: mobile.masked })}</p>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextInput
            label={t('security.pp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={codeError}
            {...form.register('verificationCode')}
          />
        </div>
        <Button
          variant="outline"
          className="mb-[1px] h-11 shrink-0"
          disabled={countdown.running || send.isPending}
          onClick={sendCode}
        >
          {countdown.running ? t('security.pp.resend', { seconds: countdown.remaining }) : t('security.pp.sendCode')}
        </Button>
      </div>
      {field('newPaymentPassword', t('security.pp.new'))}
      {field('confirm', t('security.pp.confirm'))}
      <FormFailure message={form.formState.errors.root?.server?.message} />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {t('security.pp.save')}
      </Button>
    </form>
  );
}
