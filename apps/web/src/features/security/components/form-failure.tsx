import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-messages';

/** A refusal under the field it names, else under the form. */
export function showFailure<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, t: TFunction) {
  const field = error instanceof ApiError ? (error.field as Path<T> | undefined) : undefined;
  const message = t(errorMessageKey(error));
  if (field && field in form.getValues()) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  else form.setError('root.server' as Path<T>, { type: 'server', message });
}

/** The form's own refusal (one no field names), announced. */
export function FormFailure({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-2xl border border-rose-500/30 bg-rose-500/10 p-3 text-sm text-rose-300">
      {message}
    </p>
  );
}
