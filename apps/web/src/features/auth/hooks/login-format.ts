import { ApiError } from '../../../lib/api-client';

/**
 * A login refused because the account or password is not even well formed (the server's
 * request.invalid on either field): the catalogue's "wrong account or password format".
 */
export function isLoginFormatRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === 'request.invalid' &&
    (error.field === 'username' || error.field === 'password')
  );
}
