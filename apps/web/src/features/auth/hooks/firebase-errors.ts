/** Firebase Auth's error codes, in the words the member reads. */
const MESSAGES: Record<string, FirebaseMessageKey> = {
  'auth/invalid-phone-number': 'firebase.invalidPhone',
  'auth/missing-phone-number': 'firebase.invalidPhone',
  'auth/too-many-requests': 'firebase.tooMany',
  'auth/quota-exceeded': 'firebase.tooMany',
  'auth/invalid-verification-code': 'firebase.wrongCode',
  'auth/missing-verification-code': 'firebase.wrongCode',
  'auth/code-expired': 'firebase.expired',
  'auth/captcha-check-failed': 'firebase.humanCheck',
  'auth/network-request-failed': 'firebase.network',
};

export type FirebaseMessageKey =
  | 'firebase.invalidPhone'
  | 'firebase.tooMany'
  | 'firebase.wrongCode'
  | 'firebase.expired'
  | 'firebase.humanCheck'
  | 'firebase.network'
  | 'firebase.failed'
  | 'firebase.sendFirst';

/** The message for a Firebase failure (a FirebaseError carries `code`); anything else is a plain failure. */
export function firebaseMessageKey(error: unknown): FirebaseMessageKey {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return MESSAGES[code] ?? 'firebase.failed';
}

const CODE_FAILURES = new Set<FirebaseMessageKey>(['firebase.wrongCode', 'firebase.expired', 'firebase.sendFirst']);
/** Whether the failure is about the code field (shown under it). */
export const isCodeFailure = (key: FirebaseMessageKey) => CODE_FAILURES.has(key);
