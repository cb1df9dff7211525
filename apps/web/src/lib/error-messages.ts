import { ApiError } from './api-client';
import type { ErrorMessageKey } from './locales/errors-en';

/** The message key a failure is shown with: `errors.<code>` for every contract code. */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof ApiError) {
    // The API client has already turned a code outside the catalogue into a system error.
    return `errors.${error.code}`;
  }
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.system.error';
}
