import type { TFunction } from 'i18next';
import { ApiFailure } from '../../lib/api';
import { failureMessage } from '../auth/failure-message';

/** The connection refusals the console words itself (English and Indonesian); the rest as sign-in failures. */
const OWN = [
  'provider.unknown',
  'provider.connection.exists',
  'provider.connection.inhouse',
  'provider.connection.open.rounds',
  'provider.connection.operator.taken',
  'provider.connection.url.invalid',
  'provider.connection.secret.required',
  'provider.connection.secret.sandbox',
] as const;
const isOwn = (code: string): code is (typeof OWN)[number] => (OWN as readonly string[]).includes(code);

export function connectionFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiFailure && isOwn(error.code)) return t(`gameProviders.errors.${error.code}`);
  return failureMessage(error, t);
}
