import type { AuthSettings, SocialProvider } from '@lobby/contract/auth';
import type { Language } from '@lobby/contract/core';
import { loadScript } from './provider-script';

/** The parts of Google Identity Services and the Facebook SDK the buttons use. */
interface PromptMoment {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
}
interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(listener?: (moment: PromptMoment) => void): void;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null }) => void, options?: object): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const FACEBOOK_VERSION = 'v21.0';
const FACEBOOK_LOCALES: Record<Language, string> = { en: 'en_US', id: 'id_ID' };
export const facebookScript = (language: Language) =>
  `https://connect.facebook.net/${FACEBOOK_LOCALES[language]}/sdk.js`;

/**
 * Load a provider's SDK (only for a provider the site offers; the page's policy allows only those).
 * Facebook's must be initialised with the merchant's app before FB.login is called.
 */
export async function loadProviderSdk(
  provider: SocialProvider,
  social: AuthSettings['social'],
  language: Language,
  win: Window = window,
): Promise<void> {
  if (provider === 'google') {
    if (social.google && !win.google?.accounts?.id) await loadScript(GOOGLE_SCRIPT, win.document);
    return;
  }
  const facebook = social.facebook;
  if (!facebook || win.FB) return;
  const ready = new Promise<void>((resolve) => {
    win.fbAsyncInit = () => {
      win.FB?.init({ appId: facebook.appId, version: FACEBOOK_VERSION, cookie: false, xfbml: false });
      resolve();
    };
  });
  await loadScript(facebookScript(language), win.document);
  await ready;
}

/** Why no token came back: the member closed the provider's window, or the provider would not show it. */
export type NoToken = 'cancelled' | 'notShown';

/**
 * Ask the provider for the token the server checks: Google's ID token (credential), Facebook Login's
 * access token. Null when the SDK is not on the page yet. Called straight from the tap: Facebook opens
 * its window only from a user gesture.
 */
export function providerToken(
  provider: SocialProvider,
  social: AuthSettings['social'],
  win: Window = window,
): Promise<string | NoToken> | null {
  if (provider === 'google') {
    const identity = win.google?.accounts?.id;
    const clientId = social.google?.clientId;
    if (!identity || !clientId) return null;
    return new Promise((resolve) => {
      identity.initialize({
        client_id: clientId,
        callback: (response) => resolve(response.credential ?? 'cancelled'),
        cancel_on_tap_outside: true,
        use_fedcm_for_prompt: true,
      });
      identity.prompt((moment) => {
        if (moment.isNotDisplayed()) resolve('notShown');
        else if (moment.isSkippedMoment()) resolve('cancelled');
      });
    });
  }
  const sdk = win.FB;
  if (!sdk || !social.facebook) return null;
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.accessToken ?? 'cancelled'), {
      scope: 'public_profile,email',
    });
  });
}
