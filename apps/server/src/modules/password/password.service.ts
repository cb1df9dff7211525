import type { Session } from '@lobby/contract/auth';
import type { Language } from '@lobby/contract/core';
import type { ChangePasswordRequest, ResetByPhoneRequest } from '@lobby/contract/password';
import { ApiError } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthService, ClientInfo } from '../auth/auth.service';
import type { AuthContext, SessionsService } from '../auth/sessions.service';
import type { MembersRepository } from '../members/members.repository';
import { authSettingsOf, firebaseOf } from '../site/auth-settings';
import type { MerchantAuthSettings } from '../site/site.repository';
import type { Merchant } from '../site/merchant-directory';
import { phoneOf, type SmsService } from '../sms/sms.service';
import { canRecover, checkNewPassword, checkNotCurrent } from './password-checks';

interface Deps {
  members: MembersRepository;
  sessions: SessionsService;
  auth: AuthService;
  sms: SmsService;
}

/** Change password (signed in) and reset by phone (SMS code, or Firebase phone auth when the site has it). */
export function createPasswordService({ members, sessions, auth, sms }: Deps) {
  /** The code proves the number: the site's own SMS code, or Firebase's ID token for that number. */
  async function proveReset(merchant: Merchant, settings: MerchantAuthSettings, input: ResetByPhoneRequest) {
    const phone = phoneOf(input.countryDialingCode, input.mobileNum);
    if (firebaseOf(settings) && input.firebaseIdToken) {
      if (await auth.firebaseProvesPhone(settings, input.firebaseIdToken, phone)) return;
      throw new ApiError('verification.code.invalid', undefined, 'verificationCode');
    }
    await sms.verify(merchant.code, phone, 'reset', input.verificationCode);
  }

  return {
    /**
     * Checks in this order: confirmation, the rule, the old password, new ≠ old. On success the
     * member's other sessions end; this one stays.
     */
    async change(
      merchant: Merchant,
      context: AuthContext,
      input: ChangePasswordRequest,
      language: Language,
    ): Promise<void> {
      checkNewPassword(merchant, language, input.newPassword, input.confirmNewPassword);
      const member = await members.findById(context.merchantCode, context.memberId);
      if (!member) throw new ApiError('session.ended');
      if (!(await verifyPassword(member.passwordHash, input.oldPassword))) {
        throw new ApiError('password.incorrect', undefined, 'oldPassword');
      }
      if (input.newPassword === input.oldPassword) throw new ApiError('modify.new.old.same', undefined, 'newPassword');
      await members.setPassword(member.id, await hashPassword(input.newPassword));
      await sessions.endOthers(context, 'password');
    },

    /**
     * The rule first (it costs no code), then the SMS code, then the account: an unknown or closed
     * number gets the same answer as a wrong code. Every session ends; a new one starts.
     */
    async resetByPhone(
      merchant: Merchant,
      input: ResetByPhoneRequest,
      language: Language,
      client: ClientInfo,
    ): Promise<Session> {
      const settings = authSettingsOf(merchant);
      if (!settings.recovery.phone) throw new ApiError('permission.denied');
      checkNewPassword(merchant, language, input.newPassword, undefined);
      await proveReset(merchant, settings, input);
      const member = await members.findByMobile(merchant.code, input.countryDialingCode, input.mobileNum);
      if (!canRecover(member)) throw new ApiError('verification.code.invalid', undefined, 'verificationCode');
      await checkNotCurrent(member, input.newPassword);
      await members.setPassword(member.id, await hashPassword(input.newPassword));
      await sessions.endAll(member.id, 'password');
      // With two-factor on, the new password is set but the sign-in still asks for the code.
      return auth.signIn(member, settings, false, client, 'sms');
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
