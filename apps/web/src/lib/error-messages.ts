import { isErrorCode } from '@lobby/contract/core';
import { ApiError } from './api-client';
import type { ErrorMessageKey } from './locales/errors-en';

/** The message key a failure is shown with: `errors.<code>` for every contract code. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'network') return 'errors.network';
    if (isErrorCode(error.code)) return `errors.${error.code}`;
  }
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.system.error';
}
