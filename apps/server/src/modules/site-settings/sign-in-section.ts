import type { SiteSignInSettings, SiteSignInView } from '@lobby/contract/admin/site-settings';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import { DEFAULT_AUTH_SETTINGS } from '../site/auth-settings';
import type { FirebaseSettings, IdentityIssuer, MerchantAuthSettings, MerchantSettings } from '../site/site.repository';

type Social = MerchantAuthSettings['social'];
type Addresses = Pick<IdentityIssuer, 'issuer' | 'jwksUrl'>;

/** Where the public providers' ID tokens are checked: server configuration, never operator input. */
export const GOOGLE_ADDRESSES: Addresses = {
  issuer: ['https://accounts.google.com', 'accounts.google.com'],
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
};
const FIREBASE_KEYS = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
export const firebaseAddresses = (projectId: string): Addresses => ({
  issuer: `https://securetoken.google.com/${projectId}`,
  jwksUrl: FIREBASE_KEYS,
});

const socialOf = (s: MerchantSettings): Social => ({ ...DEFAULT_AUTH_SETTINGS, ...s.auth }).social;

/** On means offered: the flag and the id (the demo's flags are on before any id is set). */
export function signInView(s: MerchantSettings): SiteSignInView {
  const { google, facebook, firebase } = socialOf(s);
  const flags = s.flags ?? {};
  return {
    google: { enabled: flags[WHITE_LABEL_FLAGS.googleLogin] === true && !!google, clientId: google?.clientId ?? null },
    facebook: {
      enabled: flags[WHITE_LABEL_FLAGS.facebookLogin] === true && !!facebook,
      appId: facebook?.appId ?? null,
    },
    firebase: {
      enabled: firebase?.enabled === true,
      apiKey: firebase?.apiKey || null,
      authDomain: firebase?.authDomain || null,
      projectId: firebase?.projectId || null,
      appId: firebase?.appId || null,
    },
  };
}

const FIREBASE_FIELDS = ['apiKey', 'authDomain', 'projectId', 'appId'] as const;

/** A provider switched on without what it needs is refused, naming the first missing field. */
function checkComplete(input: SiteSignInSettings): void {
  if (input.google.enabled && !input.google.clientId) {
    throw new ApiError('signin.google.client.missing', undefined, 'google.clientId');
  }
  if (input.facebook.enabled && !input.facebook.appId) {
    throw new ApiError('signin.facebook.app.missing', undefined, 'facebook.appId');
  }
  const missing = FIREBASE_FIELDS.find((field) => !input.firebase[field]);
  if (input.firebase.enabled && missing) {
    throw new ApiError('signin.firebase.config.incomplete', undefined, `firebase.${missing}`);
  }
}

/**
 * The addresses a provider's tokens are checked at: those already held (a stand-in outside production
 * keeps its own), or the public ones for a provider set up now. Firebase's public issuer names the
 * project, so it follows a project change.
 */
function firebaseAt(current: FirebaseSettings | null, projectId: string): Addresses {
  if (current && current.issuer !== firebaseAddresses(current.projectId).issuer) {
    return { issuer: current.issuer, jwksUrl: current.jwksUrl };
  }
  return firebaseAddresses(projectId);
}

function firebaseOfInput(input: SiteSignInSettings['firebase'], current: FirebaseSettings | null) {
  const { enabled, apiKey, authDomain, projectId, appId } = input;
  if (!enabled && !apiKey && !authDomain && !projectId && !appId) return null;
  const project = projectId ?? '';
  return {
    enabled,
    apiKey: apiKey ?? '',
    authDomain: authDomain ?? '',
    projectId: project,
    appId: appId ?? '',
    audience: project,
    ...firebaseAt(current, project),
  };
}

/** The keys a sign-in change writes: the two social-login flags, and the issuers within the auth settings. */
export function signInPatch(input: SiteSignInSettings, s: MerchantSettings): Partial<MerchantSettings> {
  checkComplete(input);
  const current = socialOf(s);
  const { clientId } = input.google;
  const { appId } = input.facebook;
  const social: Social = {
    google: clientId
      ? { clientId, audience: clientId, ...(current.google ? pickAddresses(current.google) : GOOGLE_ADDRESSES) }
      : null,
    facebook: appId ? { appId, ...(current.facebook?.graphUrl ? { graphUrl: current.facebook.graphUrl } : {}) } : null,
    firebase: firebaseOfInput(input.firebase, current.firebase),
  };
  const flags = {
    ...s.flags,
    [WHITE_LABEL_FLAGS.googleLogin]: input.google.enabled,
    [WHITE_LABEL_FLAGS.facebookLogin]: input.facebook.enabled,
  };
  return { flags, auth: { ...s.auth, social } };
}

const pickAddresses = ({ issuer, jwksUrl }: IdentityIssuer): Addresses => ({ issuer, jwksUrl });
