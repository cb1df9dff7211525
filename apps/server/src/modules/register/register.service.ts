import type { Session } from '@lobby/contract/auth';
import type { Language } from '@lobby/contract/core';
import { isAgentType } from '@lobby/contract/members';
import type { RegisterSettings } from '@lobby/contract/register';
import { ApiError } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import type { AuthService, ClientInfo } from '../auth/auth.service';
import type { CaptchaService } from '../captcha/captcha.service';
import type { MemberRow, MembersRepository } from '../members/members.repository';
import { authSettingsOf, firebaseOf, registerRules, registerSettings } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { phoneOf, type SmsService } from '../sms/sms.service';
import { checkForm, type RegisterInput } from './register-checks';
import { newMemberRow } from './new-member';

/** A taken username is reported on the field the person typed: the username, or the mobile number it came from. */
const usernameTaken = (input: RegisterInput) =>
  new ApiError('username.exists', undefined, input.username ? 'username' : 'mobileNum');

interface Deps {
  members: MembersRepository;
  auth: AuthService;
  captcha: CaptchaService;
  sms: SmsService;
}

export function createRegisterService({ members, auth: authService, captcha, sms }: Deps) {
  /** The agent who hands out an invitation code: an active, real agent of this merchant. */
  async function affiliateOf(merchant: Merchant, code: string): Promise<MemberRow | undefined> {
    const holder = await members.findByInvitationCode(merchant.code, code);
    return holder && isAgentType(holder.type) && holder.status === 'active' && !holder.trial ? holder : undefined;
  }

  /** Checks that read the database; all of them run before the member is written. */
  async function checkAgainstMembers(merchant: Merchant, input: RegisterInput, username: string) {
    if (
      input.mobileNum &&
      (await members.findByMobile(merchant.code, input.countryDialingCode ?? '', input.mobileNum))
    ) {
      throw new ApiError('mobile.exists', undefined, 'mobileNum');
    }
    if (await members.findByUsername(merchant.code, username)) throw usernameTaken(input);
    const affiliate = input.affiliateCode ? await affiliateOf(merchant, input.affiliateCode) : undefined;
    if (input.affiliateCode && !affiliate) throw new ApiError('affiliate.invalid', undefined, 'affiliateCode');
    const recommender = input.recommenderId
      ? await members.findByUsername(merchant.code, input.recommenderId)
      : undefined;
    if (input.recommenderId && (!recommender || recommender.trial)) {
      throw new ApiError('referrer.invalid', undefined, 'recommenderId');
    }
    return { affiliateMemberId: affiliate?.id ?? null, recommenderId: recommender?.username ?? '' };
  }

  /**
   * The mobile code, when the merchant verifies mobile numbers at registration: Firebase's ID token for
   * the number when the site has Firebase (as the reset by phone), else the site's SMS code. True once
   * it proved the number.
   */
  async function checkMobileCode(merchant: Merchant, input: RegisterInput, language: Language): Promise<boolean> {
    const settings = registerSettings(merchant, language);
    const asked = registerRules(merchant, input.kind, language).some((rule) => rule.field === 'verificationCode');
    if (!settings.mobileVerification || !input.mobileNum || !(input.kind === 'mobile' || asked)) return false;
    const phone = phoneOf(input.countryDialingCode ?? '', input.mobileNum);
    const auth = authSettingsOf(merchant);
    if (firebaseOf(auth) && input.firebaseIdToken) {
      if (await authService.firebaseProvesPhone(auth, input.firebaseIdToken, phone)) return true;
      throw new ApiError('verification.code.invalid', undefined, 'verificationCode');
    }
    await sms.verify(merchant.code, phone, 'register', input.verificationCode ?? '');
    return true;
  }

  return {
    settings: (merchant: Merchant, language: Language): RegisterSettings => registerSettings(merchant, language),

    async usernameAvailable(merchant: Merchant, username: string): Promise<boolean> {
      return (await members.findByUsername(merchant.code, username)) === undefined;
    },

    async affiliateValid(merchant: Merchant, code: string): Promise<boolean> {
      return (await affiliateOf(merchant, code)) !== undefined;
    },

    /** Register and log in. Every check runs first; the member row is the one write. */
    async register(merchant: Merchant, input: RegisterInput, language: Language, client: ClientInfo): Promise<Session> {
      checkForm(merchant, input, language);
      if (registerSettings(merchant, language).captcha) {
        if (!(await captcha.verify(merchant.code, input.captchaKey, input.captcha))) {
          throw new ApiError('captcha.invalid', undefined, 'captcha');
        }
      }
      const username = input.username || `${input.countryDialingCode ?? ''}${input.mobileNum ?? ''}`.replace(/\D/g, '');
      const links = await checkAgainstMembers(merchant, input, username);
      const mobileVerified = await checkMobileCode(merchant, input, language);
      const [passwordHash, paymentPasswordHash] = await Promise.all([
        hashPassword(input.password),
        input.paymentPassword ? hashPassword(input.paymentPassword) : null,
      ]);
      const row = newMemberRow(merchant.code, input, {
        username,
        passwordHash,
        paymentPasswordHash,
        mobileVerified,
        ...links,
      });
      const member = await members.insert(row);
      if (!member) {
        const taken = await members.findByUsername(merchant.code, username);
        throw taken ? usernameTaken(input) : new ApiError('mobile.exists', undefined, 'mobileNum');
      }
      return authService.startSession(member, authSettingsOf(merchant), input.remember, client);
    },
  };
}
export type RegisterService = ReturnType<typeof createRegisterService>;
