import type { LoginRequest } from '@lobby/contract/auth';
import { firebaseMessageKey, type FirebaseMessageKey } from './firebase-errors';
import type { ConfirmCode } from './firebase-phone';

type Common = Pick<Extract<LoginRequest, { type: 'firebase' }>, 'portal' | 'remember'>;

/** The login by Firebase phone auth: its ID token, or the message key of why there is none. */
export async function firebaseLoginRequest(
  confirm: ConfirmCode | null,
  values: { code: string; mobileNum: string; countryDialingCode: string },
  common: Common,
): Promise<LoginRequest | { refused: FirebaseMessageKey }> {
  if (!confirm) return { refused: 'firebase.sendFirst' };
  try {
    const firebaseIdToken = await confirm(values.code.trim());
    return {
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken,
      firebaseMobileNo: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode,
      ...common,
    };
  } catch (failure) {
    return { refused: firebaseMessageKey(failure) };
  }
}
