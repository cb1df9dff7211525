import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ErrorCode } from '@lobby/contract/core';
import { ApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-messages';

type FormParts<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError'>;

/** Where a failure that belongs to no one field is kept: the form shows it above its button (FormAlert). */
export const FORM_ERROR = 'root.server' as const;

/**
 * Show a failed call: under the field it names (or the field its code belongs to), focused; anything
 * else at the form itself (FormAlert), where the player is looking, not in a toast at the top of the
 * screen. A rule failure (request.invalid) shows the server's rule message. Returns the field that got
 * the error, if any.
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
  form.setError(FORM_ERROR, { type: 'server', message: t(errorMessageKey(error)) });
  return null;
}

/** Whether a field (not the form as a whole) has an error: a form's own failure must not lock its button. */
export function hasFieldErrors<T extends FieldValues>(errors: FieldErrors<T>): boolean {
  return Object.keys(errors).some((key) => key !== 'root');
}
