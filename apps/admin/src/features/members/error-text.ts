import type { TFunction } from 'i18next';
import { ApiFailure } from '../../lib/api';

/** A failed change in words: the console's own for a catalogue code it has, else a generic line. */
export function errorText(error: unknown, t: TFunction): string {
  const key = error instanceof ApiFailure ? `errors.${error.code}` : '';
  // The key is built from the server's code: only one the console has words for is shown.
  return key && t(key as 'errors.fallback', { defaultValue: '' }) ? t(key as 'errors.fallback') : t('errors.fallback');
}
