import type { TFunction } from 'i18next';
import type { Messages } from '../../locales';
import { ApiFailure } from '../../lib/api';

/** The words for a failed sign-in: the console's own for the codes it knows, else the server's message. */
export function failureMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiFailure)) return t('errors.fallback');
  if (error.code === 'login.locked') {
    const minutes = Math.max(1, Math.ceil((error.value?.retryAfterSeconds ?? 60) / 60));
    return t('errors.login.locked', { minutes });
  }
  const key = `errors.${error.code}` as keyof Messages;
  return key in KNOWN ? t(key) : error.message || t('errors.fallback');
}

const KNOWN: Partial<Record<keyof Messages, true>> = {
  'errors.operator.login.failed': true,
  'errors.login.captcha.required': true,
  'errors.captcha.invalid': true,
  'errors.permission.denied': true,
  'errors.operator.code.invalid': true,
  'errors.operator.challenge.ended': true,
  'errors.operator.self': true,
  'errors.operator.last.admin': true,
  'errors.two.factor.pending': true,
};

/** Whether the next attempt needs the captcha: the server says so in the failure. */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  return error.value?.captcha === true || error.code === 'login.captcha.required' || error.code === 'captcha.invalid';
}
