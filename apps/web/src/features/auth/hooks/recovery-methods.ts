import type { AuthSettings } from '@lobby/contract/auth';

export type RecoveryMethod = 'phone' | 'email';

/**
 * Forgot-password methods (spec accounts §2): a choice when both are on; otherwise the one that is
 * on. Phone is the default whenever phone verification is on, e-mail otherwise.
 */
export function recoveryMethods(recovery: AuthSettings['recovery']): {
  methods: RecoveryMethod[];
  initial: RecoveryMethod | null;
} {
  const methods: RecoveryMethod[] = [];
  if (recovery.phone) methods.push('phone');
  if (recovery.email) methods.push('email');
  return { methods, initial: methods[0] ?? null };
}

/** The forgot popup exists only when a recovery method is on. */
export function recoveryEnabled(recovery: AuthSettings['recovery']): boolean {
  return recovery.email || recovery.phone;
}
