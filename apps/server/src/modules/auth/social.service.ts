import type { Session, SocialProvider } from '@lobby/contract/auth';
import { WHITE_LABEL_FLAGS } from '@lobby/contract/site';
import { ApiError } from '../../lib/envelope';
import { randomToken } from '../../lib/secrets';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import { authSettingsOf } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { checkPortal, type ClientInfo } from './auth.service';
import type { FacebookTokenVerifier } from './facebook-tokens';
import type { IdentityTokenVerifier } from './identity-tokens';

const FLAG: Record<SocialProvider, string> = {
  google: WHITE_LABEL_FLAGS.googleLogin,
  facebook: WHITE_LABEL_FLAGS.facebookLogin,
};

interface Deps {
  members: MembersRepository;
  verifier: IdentityTokenVerifier;
  facebook: FacebookTokenVerifier;
  startSession: (member: MemberRow, remember: boolean, merchant: Merchant, client: ClientInfo) => Promise<Session>;
}

/** A username for a new social member: from the e-mail's local part, made unique with a suffix. */
function usernameFrom(email: unknown, provider: SocialProvider): string {
  const local = typeof email === 'string' ? (email.split('@')[0] ?? '') : '';
  const base = local.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || provider.slice(0, 1);
  const prefix = /^[A-Za-z]/.test(base) ? base : `u${base}`;
  return `${prefix}${randomToken(4)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 5)}`.toLowerCase();
}

/**
 * Sign in with Google (its ID token) or Facebook (a Login access token, checked through the Graph API):
 * the first sign-in creates a member (no password; the person can set one later through recovery).
 */
export function createSocialService({ members, verifier, facebook, startSession }: Deps) {
  async function findOrCreate(
    merchant: Merchant,
    provider: SocialProvider,
    claims: { sub: string; email?: unknown; email_verified?: unknown; name?: unknown },
    sub: string,
  ) {
    const subject = `${provider}:${sub}`;
    const existing = await members.findBySocialSubject(merchant.code, subject);
    if (existing) return existing;
    const username = usernameFrom(claims.email, provider);
    const created = await members.insert({
      merchantCode: merchant.code,
      username,
      usernameKey: username,
      nickname: typeof claims.name === 'string' ? claims.name.slice(0, 32) : username,
      email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email.slice(0, 254) : '',
      socialSubjects: [subject],
      registerMethod: 'H5',
    });
    if (!created) throw new ApiError('system.error');
    return created;
  }

  async function verify(merchant: Merchant, provider: SocialProvider, token: string) {
    const { social } = authSettingsOf(merchant);
    const on = merchant.settings.flags[FLAG[provider]] === true;
    if (provider === 'facebook' && social.facebook && on) return facebook.verify(token, social.facebook);
    if (provider === 'google' && social.google && on) return verifier.verify(token, social.google);
    throw new ApiError('permission.denied');
  }

  return {
    async login(
      merchant: Merchant,
      input: { provider: SocialProvider; idToken: string; remember: boolean },
      client: ClientInfo,
    ) {
      const claims = await verify(merchant, input.provider, input.idToken);
      const member = await findOrCreate(merchant, input.provider, claims, claims.sub);
      checkPortal(member.type, 'member');
      return startSession(member, input.remember, merchant, client);
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
