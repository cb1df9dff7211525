import { SMS_CODE_LENGTH, type MemberSmsPurpose, type SmsPurpose } from '@lobby/contract/core';

/** A code's purpose: the public ones (captcha-checked) and a signed-in member's own. */
type AnyPurpose = SmsPurpose | MemberSmsPurpose;
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
  maxAttempts: 5,
} as const;
const HOUR = 3_600_000;

/** The international number a code is bound to. */
export const phoneOf = (countryDialingCode: string, mobileNum: string) => `${countryDialingCode}${mobileNum}`;
const codeHash = (phone: string, purpose: string, code: string) => sha256(`${phone}:${purpose}:${code}`);

export function createSmsService(deps: { codes: SmsCodesRepository; sender: MessageSender; humanCheck: HumanCheck }) {
  const { codes, sender, humanCheck } = deps;

  async function enforceLimits(merchantCode: string, phone: string, ip: string): Promise<void> {
    const [recent, hourly, fromAddress] = await Promise.all([
      codes.countSince(merchantCode, { phone }, SMS_LIMITS.resendMs),
      codes.countSince(merchantCode, { phone }, HOUR),
      codes.countSince(merchantCode, { ip }, HOUR),
    ]);
    if (recent > 0 || hourly >= SMS_LIMITS.perNumberPerHour || fromAddress >= SMS_LIMITS.perAddressPerHour) {
      throw new ApiError('rate.limited');
    }
  }

  async function sendTo(merchantCode: string, phone: string, purpose: AnyPurpose, ip: string) {
    await enforceLimits(merchantCode, phone, ip);
    const code = randomDigits(SMS_CODE_LENGTH);
    const expiresAt = new Date(Date.now() + SMS_LIMITS.ttlMs);
    await codes.insert({ merchantCode, phone, purpose, codeHash: codeHash(phone, purpose, code), ip, expiresAt });
    const minutes = SMS_LIMITS.ttlMs / 60_000;
    await sender.sms(merchantCode, phone, `Your verification code is ${code}. It expires in ${minutes} minutes.`);
    return { expirationTime: expiresAt.getTime() };
  }

  return {
    /** Check the human, the limits, then send a fresh code; returns when it stops working. */
    async send(merchantCode: string, request: SmsCodeRequest, ip: string): Promise<{ expirationTime: number }> {
      if (!(await humanCheck.verify(merchantCode, request)))
        throw new ApiError('captcha.invalid', undefined, 'captcha');
      return sendTo(merchantCode, phoneOf(request.countryDialingCode, request.mobileNum), request.purpose, ip);
    },

    /** A code to a number the caller vouches for (a signed-in member's own): the limits apply, no captcha. */
    sendTo,

    /** Use up a code: single use, bounded attempts, only for its purpose. Throws when it does not match. */
    async verify(merchantCode: string, phone: string, purpose: AnyPurpose, code: string): Promise<void> {
      const live = await codes.latestLive(merchantCode, phone, purpose);
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
