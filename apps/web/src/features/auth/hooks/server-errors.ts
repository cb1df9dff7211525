import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ErrorCode } from '@lobby/contract';
import { ApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';

type FormParts<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError'>;

/**
 * Show a failed call: under the field it names (or the field its code belongs to), focused;
 * anything else as a toast. A rule failure (request.invalid) shows the server's rule message.
 * Returns the field that got the error, if any.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  form: FormParts<T>,
  t: TFunction,
  fields: readonly Path<T>[],
  fieldFor: Partial<Record<ErrorCode, Path<T>>> = {},
): Path<T> | null {
  if (error instanceof ApiError && error.code !== 'network') {
    const named = fields.find((field) => field === error.field);
    const field = named ?? fieldFor[error.code];
    if (field) {
      const message = error.code === 'request.invalid' && named ? error.message : t(errorMessageKey(error));
      form.setError(field, { type: 'server', message }, { shouldFocus: true });
      return field;
    }
  }
  showToast(errorMessageKey(error), { tone: 'error' });
  return null;
}
