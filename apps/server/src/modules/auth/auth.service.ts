import type { loginRequestSchema } from '@lobby/contract';
import { PLAYER_MEMBER_TYPES, isAgentType, type LoginPortal, type Session } from '@lobby/contract';
import type { z } from 'zod';
import type { MerchantAuthSettings } from '../../db/schema/index';
import { ApiError } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/secrets';
import type { CaptchaService } from '../captcha/captcha.service';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import { authSettingsOf } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { phoneOf, type SmsService } from '../sms/sms.service';
import type { IdentityTokenVerifier } from './identity-tokens';
import { ADDRESS_PREFIX, type LoginGuard, type GuardKeys } from './login-guard.service';
import type { SessionsService } from './sessions.service';

export type LoginInput = z.output<typeof loginRequestSchema>;
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

interface Deps {
  members: MembersRepository;
  sessions: SessionsService;
  guard: LoginGuard;
  captcha: CaptchaService;
  sms: SmsService;
  verifier: IdentityTokenVerifier;
}

/** The member side takes players; the agent side (/m/agent) takes agents only. */
export function checkPortal(type: number, portal: LoginPortal): void {
  if (portal === 'agent' && !isAgentType(type)) throw new ApiError('login.not.agent');
  if (portal === 'member' && !(PLAYER_MEMBER_TYPES as readonly number[]).includes(type)) {
    throw new ApiError('login.not.member');
  }
}

export function createAuthService(deps: Deps) {
  const { members, sessions, guard, captcha, sms, verifier } = deps;

  /** Open a session for a member whose identity has been proven. */
  async function startSession(
    member: MemberRow,
    settings: MerchantAuthSettings,
    remember: boolean,
    client: ClientInfo,
  ): Promise<Session> {
    if (member.status !== 'active') throw new ApiError('account.disabled');
    const session = await sessions.start(
      { ...member, firstTimeLogin: member.lastLoginAt === null },
      {
        ttlMinutes: remember ? settings.rememberMinutes : settings.sessionMinutes,
        endOthers: settings.singleSession,
        ...client,
      },
    );
    await members.touchLogin(member.id);
    return session;
  }

  /** Who the credentials name, or undefined when they do not prove it. */
  async function identify(
    merchant: Merchant,
    input: LoginInput,
    settings: MerchantAuthSettings,
  ): Promise<MemberRow | undefined> {
    if (input.type === 'username') {
      const member = await members.findByUsername(merchant.code, input.username);
      return (await verifyPassword(member?.passwordHash, input.password)) ? member : undefined;
    }
    if (input.type === 'sms') {
      if (!settings.smsLogin) throw new ApiError('permission.denied');
      const member = await members.findByMobile(merchant.code, input.countryDialingCode, input.username);
      const phone = phoneOf(input.countryDialingCode, input.username);
      const proven = await sms.verify(merchant.code, phone, 'login', input.password).then(
        () => true,
        () => false,
      );
      return proven ? member : undefined;
    }
    return identifyByFirebase(merchant, input, settings);
  }

  /** Firebase phone auth: the ID token's phone number must be the one typed. */
  async function identifyByFirebase(
    merchant: Merchant,
    input: Extract<LoginInput, { type: 'firebase' }>,
    settings: MerchantAuthSettings,
  ): Promise<MemberRow | undefined> {
    if (!settings.social.firebase) throw new ApiError('permission.denied');
    const claims = await verifier.verify(input.firebaseIdToken, settings.social.firebase).catch(() => undefined);
    if (claims?.phone_number !== phoneOf(input.countryDialingCode, input.firebaseMobileNo)) return undefined;
    return members.findByMobile(merchant.code, input.countryDialingCode, input.firebaseMobileNo);
  }

  function keysOf(merchant: Merchant, input: LoginInput, client: ClientInfo): GuardKeys {
    const account =
      input.type === 'username'
        ? `user:${input.username.toLowerCase()}`
        : `mobile:${input.countryDialingCode}${input.type === 'sms' ? input.username : input.firebaseMobileNo}`;
    return { merchantCode: merchant.code, account, address: `${ADDRESS_PREFIX}${client.ip}` };
  }

  return {
    startSession,

    /** Log in: lock and captcha rules first, then the credentials, then the portal and status. */
    async login(merchant: Merchant, input: LoginInput, client: ClientInfo): Promise<Session> {
      const settings = authSettingsOf(merchant);
      const keys = keysOf(merchant, input, client);
      const state = await guard.check(keys, settings);
      if (state.lockedForSeconds > 0) {
        throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: state.lockedForSeconds });
      }
      if (state.captchaRequired && input.type !== 'firebase') {
        if (!input.captcha) throw new ApiError('login.captcha.required', undefined, 'captcha', { captcha: true });
        if (!(await captcha.verify(merchant.code, input.captchaKey, input.captcha))) {
          throw new ApiError('captcha.invalid', undefined, 'captcha', { captcha: true });
        }
      }
      const member = await identify(merchant, input, settings);
      if (!member) {
        const after = await guard.fail(keys, settings);
        if (after.lockedForSeconds > 0) {
          throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: after.lockedForSeconds });
        }
        throw new ApiError('login.failed', undefined, undefined, { captcha: after.captchaRequired });
      }
      if (state.accountCounted) await guard.succeed(keys);
      checkPortal(member.type, input.portal);
      return startSession(member, settings, input.remember, client);
    },

    /** A free-play account: a guest session on a fresh trial member. */
    async trial(merchant: Merchant, client: ClientInfo): Promise<Session> {
      const name = `guest${randomToken(6)
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 8)
        .toLowerCase()}`;
      const member = await members.insert({
        merchantCode: merchant.code,
        username: name,
        usernameKey: name,
        passwordHash: await hashPassword(randomToken()),
        type: authSettingsOf(merchant).trialMemberType,
        trial: true,
        nickname: name,
      });
      if (!member) throw new ApiError('system.error');
      return startSession(member, authSettingsOf(merchant), false, client);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
