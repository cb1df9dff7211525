// Loaded only when a merchant's site has Firebase phone sign-in and the member asks for a code:
// Firebase Auth is a lazy chunk of its own, never part of the first load.
import { getApps, initializeApp } from 'firebase/app';
import { getAuth, RecaptchaVerifier, signInWithPhoneNumber } from 'firebase/auth';
import type { AuthSettings } from '@lobby/contract/auth';

export type FirebaseWebConfig = NonNullable<AuthSettings['social']['firebase']>;

/** Confirms the SMS code with Firebase; resolves the Firebase ID token the server logs in with. */
export type ConfirmCode = (code: string) => Promise<string>;

function authFor(config: FirebaseWebConfig, language: string) {
  const name = `lobby-${config.projectId}`;
  const app =
    getApps().find((candidate) => candidate.name === name) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId },
      name,
    );
  const auth = getAuth(app);
  auth.languageCode = language;
  return auth;
}

/**
 * Send the code by SMS through Firebase, behind the invisible reCAPTCHA Firebase requires (rendered in
 * `container`, cleared once the code is sent or refused). `phone` is in E.164 (+62812...).
 */
export async function sendFirebaseCode(
  config: FirebaseWebConfig,
  phone: string,
  container: HTMLElement,
  language: string,
): Promise<ConfirmCode> {
  const auth = authFor(config, language);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    const confirmation = await signInWithPhoneNumber(auth, phone, verifier);
    return async (code) => (await confirmation.confirm(code)).user.getIdToken();
  } finally {
    verifier.clear();
  }
}
