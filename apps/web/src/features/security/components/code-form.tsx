import { zodResolver } from '@hookform/resolvers/zod';
import { twoFactorCodeRequestSchema, type TwoFactorCodeRequest } from '@lobby/contract/security';
import { useForm } from 'react-hook-form';
import { errorMessageKey } from '../../../lib/error-messages';
import { useTranslation } from '../../../lib/use-translation';
import { Button, type ButtonVariant } from '../../../ui/button';
import { TextInput } from './text-input';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  busy: boolean;
  variant?: ButtonVariant;
  onCode: (code: string) => Promise<unknown>;
}

/** One code (from the authenticator app, or a recovery code) and a button: set-up and switching off. */
export function CodeForm({ label, submitLabel, busy, variant = 'gold', onCode }: CodeFormProps) {
  const { t } = useTranslation();
  const form = useForm<TwoFactorCodeRequest>({
    resolver: zodResolver(twoFactorCodeRequestSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch (error) {
      form.setValue('code', '');
      form.setError('code', { type: 'server', message: t(errorMessageKey(error)) }, { shouldFocus: true });
    }
  });
  const error = form.formState.errors.code?.message;
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      <TextInput
        label={label}
        autoComplete="one-time-code"
        autoCapitalize="none"
        maxLength={20}
        error={error}
        {...form.register('code')}
      />
      <Button type="submit" variant={variant} size="lg" className="w-full" disabled={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
