import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, INPUT_CLASS } from '../../shared/field';

/** The six-digit code, as phones and password managers fill it in. */
export function CodeInput({ input, error }: { input: UseFormRegisterReturn<'code'>; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Field label={t('twoFactor.code')} error={error}>
      {(control) => (
        <input
          {...control}
          {...input}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          autoFocus
          className={`${INPUT_CLASS} h-10 max-w-40 text-center font-mono text-lg tracking-[0.4em]`}
        />
      )}
    </Field>
  );
}
