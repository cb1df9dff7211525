import type { loginRequestSchema } from '@lobby/contract/auth';
import type { LoginPortal, Session } from '@lobby/contract/auth';
import { PLAYER_MEMBER_TYPES, isAgentType } from '@lobby/contract/members';
import type { LoginCodeRequest, LoginMethod, LoginResult as HistoryResult } from '@lobby/contract/security';
import type { z } from 'zod';
import type { MerchantAuthSettings } from '../site/site.repository';
import { ApiError } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import type { CaptchaService } from '../captcha/captcha.service';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import type { SecurityService } from '../security/security.service';
import type { MemberTwoFactorService } from '../security/two-factor.service';
import { authSettingsOf, firebaseOf } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { phoneOf, type SmsService } from '../sms/sms.service';
import type { IdentityTokenVerifier } from './identity-tokens';
import type { KnownDevicesRepository } from './known-devices.repository';
import { ADDRESS_PREFIX, DEVICE_PREFIX, lockedFor, type GuardKeys, type LoginGuard } from './login-guard.service';
import type { SessionsService } from './sessions.service';

export type LoginInput = z.output<typeof loginRequestSchema>;
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** A new session, and the device token that marks this browser as known to the member. */
export interface LoginResult {
  session: Session;
  deviceToken: string;
}

interface Deps {
  members: MembersRepository;
  devices: KnownDevicesRepository;
  sessions: SessionsService;
  guard: LoginGuard;
  captcha: CaptchaService;
  sms: SmsService;
  verifier: IdentityTokenVerifier;
  /** The login history, and the two-factor step a member who switched it on is asked for. */
  security: SecurityService;
  twoFactor: MemberTwoFactorService;
  /** Responsible gaming: refuses a self-excluded member before a session opens. */
  admit: (member: MemberRow) => Promise<void>;
}

type FirstStep = Exclude<LoginMethod, 'twoFactor' | 'recoveryCode'>;
const METHOD_OF: Record<LoginInput['type'], FirstStep> = { username: 'password', sms: 'sms', firebase: 'phone' };

/** The member side takes players; the agent side (/m/agent) takes agents only. */
export function checkPortal(type: number, portal: LoginPortal): void {
  if (portal === 'agent' && !isAgentType(type)) throw new ApiError('login.not.agent');
  if (portal === 'member' && !(PLAYER_MEMBER_TYPES as readonly number[]).includes(type)) {
    throw new ApiError('login.not.member');
  }
}

export function createAuthService(deps: Deps) {
  const { members, devices, sessions, guard, captcha, sms, verifier, security, twoFactor } = deps;

  const record = (member: MemberRow, client: ClientInfo, method: LoginMethod, result: HistoryResult) =>
    security.recordLogin({ merchantCode: member.merchantCode, memberId: member.id, ...client, method, result });

  /**
   * A member whose first factor is proven: with two-factor on, a challenge for the code step (answered as
   * `login.two.factor.required` with `value.challenge`), else the session. Each outcome goes in the history.
   */
  async function signIn(
    member: MemberRow,
    settings: MerchantAuthSettings,
    remember: boolean,
    client: ClientInfo,
    method: FirstStep,
  ): Promise<Session> {
    if (member.status === 'active' && (await twoFactor.isOn(member.id))) {
      // A self-excluded member hears so (with the end date) before being asked for a code.
      await deps.admit(member);
      // This is the member's next attempt: an earlier step left unanswered goes in the history first.
      await security.settleAbandoned(member.id);
      const challenge = await twoFactor.challenge({
        merchantCode: member.merchantCode,
        memberId: member.id,
        method,
        remember,
        ...client,
      });
      throw new ApiError('login.two.factor.required', undefined, 'code', { challenge });
    }
    return startRecorded(member, settings, remember, client, method);
  }

  async function startRecorded(
    member: MemberRow,
    settings: MerchantAuthSettings,
    remember: boolean,
    client: ClientInfo,
    method: LoginMethod,
  ): Promise<Session> {
    const session = await startSession(member, settings, remember, client).catch(async (error: unknown) => {
      if (error instanceof ApiError && error.code === 'account.disabled')
        await record(member, client, method, 'disabled');
      throw error;
    });
    await record(member, client, method, 'success');
    return session;
  }

  /** This browser's device token when it is a live one of the member's, else a new one. */
  async function deviceFor(member: MemberRow, token: string | undefined): Promise<string> {
    const known = token !== undefined && (await devices.memberOf(sha256(token))) === member.id;
    const device = known && token ? token : randomToken();
    await devices.remember(member.id, sha256(device));
    return device;
  }

  /** Open a session for a member whose identity has been proven. */
  async function startSession(
    member: MemberRow,
    settings: MerchantAuthSettings,
    remember: boolean,
    client: ClientInfo,
  ): Promise<Session> {
    if (member.status !== 'active') throw new ApiError('account.disabled');
    await deps.admit(member);
    const session = await sessions.start(
      { ...member, firstTimeLogin: member.lastLoginAt === null },
      {
        ttlMinutes: remember ? settings.rememberMinutes : settings.sessionMinutes,
        endOthers: settings.singleSession,
        ...client,
        country: security.countryOf(client.ip),
      },
    );
    await members.touchLogin(member.id);
    return session;
  }

  /** The member the login names (whether or not the credentials prove it). */
  function named(merchant: Merchant, input: LoginInput): Promise<MemberRow | undefined> {
    if (input.type === 'username') return members.findByUsername(merchant.code, input.username);
    const mobile = input.type === 'sms' ? input.username : input.firebaseMobileNo;
    return members.findByMobile(merchant.code, input.countryDialingCode, mobile);
  }

  /** Whether the credentials prove the login's identity. */
  async function proven(
    merchant: Merchant,
    input: LoginInput,
    settings: MerchantAuthSettings,
    member: MemberRow | undefined,
  ): Promise<boolean> {
    if (input.type === 'username') return verifyPassword(member?.passwordHash, input.password);
    if (input.type === 'sms') {
      if (!settings.smsLogin) throw new ApiError('permission.denied');
      const phone = phoneOf(input.countryDialingCode, input.username);
      return sms.verify(merchant.code, phone, 'login', input.password).then(
        () => true,
        () => false,
      );
    }
    if (!firebaseOf(settings)) throw new ApiError('permission.denied');
    return firebaseProvesPhone(
      settings,
      input.firebaseIdToken,
      phoneOf(input.countryDialingCode, input.firebaseMobileNo),
    );
  }

  /** Whether a Firebase phone-auth ID token (the merchant's project) names this phone number. */
  async function firebaseProvesPhone(settings: MerchantAuthSettings, token: string, phone: string): Promise<boolean> {
    const firebase = firebaseOf(settings);
    if (!firebase) return false;
    const claims = await verifier.verify(token, firebase).catch(() => undefined);
    return claims?.phone_number === phone;
  }

  /** The device key when the browser's device token is a live one of the named member. */
  async function deviceKeyOf(token: string | undefined, member: MemberRow | undefined): Promise<string | undefined> {
    if (!token || !member) return undefined;
    const tokenHash = sha256(token);
    return (await devices.memberOf(tokenHash)) === member.id ? `${DEVICE_PREFIX}${tokenHash}` : undefined;
  }

  function keysOf(merchant: Merchant, input: LoginInput, client: ClientInfo, device?: string): GuardKeys {
    const account =
      input.type === 'username'
        ? `user:${input.username.toLowerCase()}`
        : `mobile:${input.countryDialingCode}${input.type === 'sms' ? input.username : input.firebaseMobileNo}`;
    return { merchantCode: merchant.code, account, address: `${ADDRESS_PREFIX}${client.ip}`, device };
  }

  return {
    startSession,
    signIn,
    firebaseProvesPhone,

    /**
     * Log in: lock and captcha rules first, then the credentials, then the portal and status.
     * A browser the member logged in from before (its device token) is let past the account's lock
     * and captcha, which strangers' guesses cause; the address lock and the device's own count still apply.
     */
    async login(merchant: Merchant, input: LoginInput, client: ClientInfo, deviceToken?: string): Promise<LoginResult> {
      const settings = authSettingsOf(merchant);
      const member = await named(merchant, input);
      const keys = keysOf(merchant, input, client, await deviceKeyOf(deviceToken, member));
      const state = await guard.check(keys, settings);
      const trusted = state.device !== undefined && state.device.lockedForSeconds === 0;
      const personal = trusted ? state.device : state.account;
      const locked = lockedFor(state.address, personal);
      if (locked > 0) {
        if (member) await record(member, client, METHOD_OF[input.type], 'locked');
        throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: locked });
      }
      const captchaRequired = state.address.captchaRequired || (personal?.captchaRequired ?? false);
      if (captchaRequired && input.type !== 'firebase') {
        if (!input.captcha) throw new ApiError('login.captcha.required', undefined, 'captcha', { captcha: true });
        if (!(await captcha.verify(merchant.code, input.captchaKey, input.captcha))) {
          throw new ApiError('captcha.invalid', undefined, 'captcha', { captcha: true });
        }
      }
      const ok = await proven(merchant, input, settings, member);
      if (!member || !ok) {
        const after = await guard.fail(keys, settings);
        if (member) await record(member, client, METHOD_OF[input.type], 'wrongPassword');
        const personalNow = trusted ? after.device : after.account;
        const lockedNow = lockedFor(after.address, personalNow);
        if (lockedNow > 0) throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: lockedNow });
        const captchaNext = after.address.captchaRequired || (personalNow?.captchaRequired ?? false);
        throw new ApiError('login.failed', undefined, undefined, { captcha: captchaNext });
      }
      await guard.succeed(keys, state, { keepAccount: trusted });
      checkPortal(member.type, input.portal);
      const session = await signIn(member, settings, input.remember, client, METHOD_OF[input.type]);
      return { session, deviceToken: await deviceFor(member, deviceToken) };
    },

    /** A login's second step: the challenge of a right password and a TOTP or recovery code. */
    async loginWithCode(
      merchant: Merchant,
      input: LoginCodeRequest,
      client: ClientInfo,
      deviceToken?: string,
    ): Promise<LoginResult> {
      const answer = await twoFactor.answer(merchant.code, input.challenge, input.code);
      const member = await members.findById(merchant.code, answer.challenge.memberId);
      if (!member) throw new ApiError('two.factor.challenge.ended');
      if (!answer.ok) {
        await record(member, client, 'twoFactor', 'twoFactorFailed');
        throw answer.error;
      }
      const settings = authSettingsOf(merchant);
      const session = await startRecorded(member, settings, answer.challenge.remember, client, answer.method);
      return { session, deviceToken: await deviceFor(member, deviceToken) };
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
