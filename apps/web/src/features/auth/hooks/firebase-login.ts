import type { LoginRequest } from '@lobby/contract/auth';
import { firebaseMessageKey, type FirebaseMessageKey } from './firebase-errors';
import type { ConfirmCode } from './firebase-phone';

type Common = Pick<Extract<LoginRequest, { type: 'firebase' }>, 'portal' | 'remember'>;
type Refused = { refused: FirebaseMessageKey };

/** Confirm the typed code with Firebase: its ID token for the number, or the message key of why not. */
export async function firebaseIdToken(confirm: ConfirmCode | null, code: string): Promise<{ token: string } | Refused> {
  if (!confirm) return { refused: 'firebase.sendFirst' };
  try {
    return { token: await confirm(code.trim()) };
  } catch (failure) {
    return { refused: firebaseMessageKey(failure) };
  }
}

/** The login by Firebase phone auth, or the message key of why there is none. */
export async function firebaseLoginRequest(
  confirm: ConfirmCode | null,
  values: { code: string; mobileNum: string; countryDialingCode: string },
  common: Common,
): Promise<LoginRequest | Refused> {
  const confirmed = await firebaseIdToken(confirm, values.code);
  if ('refused' in confirmed) return confirmed;
  return {
    type: 'firebase',
    firebaseChannel: 'sms',
    firebaseIdToken: confirmed.token,
    firebaseMobileNo: values.mobileNum.trim(),
    countryDialingCode: values.countryDialingCode,
    ...common,
  };
}
