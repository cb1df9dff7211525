import { SMS_CODE_LENGTH, type BindPurpose, type MemberSmsPurpose, type SmsPurpose } from '@lobby/contract/core';

/** A code's purpose: the public ones (captcha-checked), a signed-in member's own, and binding a new contact. */
type AnyPurpose = SmsPurpose | MemberSmsPurpose | BindPurpose;
import type { SmsCodeRequest } from '@lobby/contract/password';
import { ApiError } from '../../lib/envelope';
import { randomDigits, sameDigest, sha256 } from '../../lib/secrets';
import type { MessageSender } from '../messaging/message-sender';
import type { HumanCheck } from './human-check';
import type { SmsCodesRepository } from './sms-codes.repository';

/** Limits of SMS codes (spec leaves them open; docs/decisions/051-sms-codes.md). */
export const SMS_LIMITS = {
  ttlMs: 5 * 60_000,
  /** One code per number per this many ms (the button's countdown). */
  resendMs: 60_000,
  perNumberPerHour: 5,
  perAddressPerHour: 10,
  /** Codes a signed-in member may ask for, whatever the destination (binding new numbers and addresses). */
  perMemberPerHour: 8,
  maxAttempts: 5,
} as const;
const HOUR = 3_600_000;

/** The international number a code is bound to. */
export const phoneOf = (countryDialingCode: string, mobileNum: string) => `${countryDialingCode}${mobileNum}`;
const codeHash = (phone: string, purpose: string, code: string) => sha256(`${phone}:${purpose}:${code}`);

export function createSmsService(deps: { codes: SmsCodesRepository; sender: MessageSender; humanCheck: HumanCheck }) {
  const { codes, sender, humanCheck } = deps;

  /** Throws rate.limited past a limit: per destination (resend wait, hourly), per address, per member. */
  async function enforceLimits(merchantCode: string, to: string, ip: string, memberId?: number): Promise<void> {
    const [recent, hourly, fromAddress, byMember] = await Promise.all([
      codes.countSince(merchantCode, { phone: to }, SMS_LIMITS.resendMs),
      codes.countSince(merchantCode, { phone: to }, HOUR),
      codes.countSince(merchantCode, { ip }, HOUR),
      memberId === undefined ? 0 : codes.countSince(merchantCode, { memberId }, HOUR),
    ]);
    if (
      recent > 0 ||
      hourly >= SMS_LIMITS.perNumberPerHour ||
      fromAddress >= SMS_LIMITS.perAddressPerHour ||
      byMember >= SMS_LIMITS.perMemberPerHour
    ) {
      throw new ApiError('rate.limited');
    }
  }

  /** Within the limits, keep a fresh code's hash and hand the code to `deliver`; returns when it stops working. */
  async function issue(
    target: { merchantCode: string; to: string; purpose: AnyPurpose; ip: string; memberId?: number },
    deliver: (code: string, minutes: number) => Promise<void>,
  ) {
    const { merchantCode, to, purpose, ip, memberId } = target;
    await enforceLimits(merchantCode, to, ip, memberId);
    const code = randomDigits(SMS_CODE_LENGTH);
    const expiresAt = new Date(Date.now() + SMS_LIMITS.ttlMs);
    await codes.insert({
      merchantCode,
      phone: to,
      purpose,
      codeHash: codeHash(to, purpose, code),
      ip,
      memberId,
      expiresAt,
    });
    await deliver(code, SMS_LIMITS.ttlMs / 60_000);
    return { expirationTime: expiresAt.getTime() };
  }

  const sendTo = (merchantCode: string, phone: string, purpose: AnyPurpose, ip: string, memberId?: number) =>
    issue({ merchantCode, to: phone, purpose, ip, memberId }, (code, minutes) =>
      sender.sms(merchantCode, phone, `Your verification code is ${code}. It expires in ${minutes} minutes.`),
    );

  return {
    /** Check the human, the limits, then send a fresh code; returns when it stops working. */
    async send(merchantCode: string, request: SmsCodeRequest, ip: string): Promise<{ expirationTime: number }> {
      if (!(await humanCheck.verify(merchantCode, request)))
        throw new ApiError('captcha.invalid', undefined, 'captcha');
      return sendTo(merchantCode, phoneOf(request.countryDialingCode, request.mobileNum), request.purpose, ip);
    },

    /** A code to a number the caller vouches for (a signed-in member's): the limits apply, no captcha. */
    sendTo,
    /** The same code machinery by e-mail: a signed-in member proving a new address. */
    emailTo: (merchantCode: string, email: string, purpose: BindPurpose, ip: string, memberId: number) =>
      issue({ merchantCode, to: email, purpose, ip, memberId }, (code, minutes) =>
        sender.email(
          merchantCode,
          email,
          'Your verification code',
          `Your verification code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
        ),
      ),

    /**
     * Use up a code: single use, bounded attempts, only for its purpose (and, given one, only for the member
     * who asked for it). Throws when it does not match.
     */
    async verify(merchantCode: string, phone: string, purpose: AnyPurpose, code: string, memberId?: number) {
      const live = await codes.latestLive(merchantCode, phone, purpose, memberId);
      const invalid = new ApiError('verification.code.invalid', undefined, 'verificationCode');
      if (!live || live.attempts >= SMS_LIMITS.maxAttempts) throw invalid;
      if (!sameDigest(live.codeHash, codeHash(phone, purpose, code.trim()))) {
        await codes.addAttempt(live.id);
        throw invalid;
      }
      if (!(await codes.consume(live.id))) throw invalid;
    },
  };
}
export type SmsService = ReturnType<typeof createSmsService>;
