import type { AuthSettings, SocialProvider } from '@lobby/contract/auth';

/** The parts of Google Identity Services and the Facebook SDK the buttons use, when a page loaded them. */
interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  prompt(): void;
}
interface FacebookSdk {
  login(
    callback: (response: { authResponse?: { authenticationToken?: string } | null }) => void,
    options?: object,
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
    FB?: FacebookSdk;
  }
}

/**
 * Ask the provider's SDK for an ID token. Resolves null when the SDK is not on the page (the
 * site has not loaded it) or the member gave up; never a made-up token.
 */
export function providerIdToken(
  provider: SocialProvider,
  social: AuthSettings['social'],
  win: Window = window,
): Promise<string | null> | null {
  if (provider === 'google') {
    const identity = win.google?.accounts?.id;
    const clientId = social.google?.clientId;
    if (!identity || !clientId) return null;
    return new Promise((resolve) => {
      identity.initialize({ client_id: clientId, callback: (response) => resolve(response.credential ?? null) });
      identity.prompt();
    });
  }
  const sdk = win.FB;
  if (!sdk || !social.facebook) return null;
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.authResponse?.authenticationToken ?? null), { scope: 'openid' });
  });
}
