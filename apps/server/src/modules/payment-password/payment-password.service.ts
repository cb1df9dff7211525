import type { Language } from '@lobby/contract/core';
import type { ResetPaymentPasswordRequest } from '@lobby/contract/security';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordStatus,
  SetPaymentPasswordRequest,
} from '@lobby/contract/withdrawals';
import { ApiError } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enforcePasswordRule, enforceRule, fieldRule } from '../register/field-rules';
import type { Merchant } from '../site/merchant-directory';
import { cashierSettings } from '../cashier/cashier-settings';
import { phoneOf, type SmsService } from '../sms/sms.service';
import type { GuardState, PaymentPasswordRepository } from './payment-password.repository';

const lockedError = (lockedUntil: Date) =>
  new ApiError('paymentPassword.locked', undefined, 'paymentPassword', {
    lockedUntil: lockedUntil.toISOString(),
    retryAfterSeconds: Math.max(0, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000)),
  });

/** A new payment password meets the merchant's paymentPassword rule, else its password rule (as at registration). */
function checkRule(merchant: Merchant, language: Language, value: string, field: string): void {
  const own = fieldRule(merchant, 'paymentPassword', language);
  if (own) enforceRule({ ...own, required: true }, value, field);
  else enforcePasswordRule(merchant, language, value, field);
}

/**
 * The payment password: set once with the login password, changed with the old one, reset with an SMS
 * code to the member's mobile (which clears a lock: the code proves the member), and checked
 * for money moves by other modules through `verify`. Tries are counted in the database (every
 * instance sees them) and end in a lock; a correct try clears the count.
 */
export function createPaymentPasswordService(repository: PaymentPasswordRepository, sms: Pick<SmsService, 'verify'>) {
  const policyOf = (merchant: Merchant) => {
    const settings = cashierSettings(merchant.settings.cashier);
    return { maxTries: settings.paymentPasswordMaxTries, lockMinutes: settings.paymentPasswordLockMinutes };
  };
  const liveLock = (state: GuardState | undefined) =>
    state?.lockedUntil && state.lockedUntil.getTime() > Date.now() ? state.lockedUntil : null;

  /**
   * One try under the member's guard (counted in the database, ending in the lock): resolves on a match,
   * else throws paymentPassword.locked or `wrong` with the tries left.
   */
  async function tryUnderGuard(
    merchant: Merchant,
    memberId: number,
    matches: () => Promise<boolean>,
    wrong: { code: 'paymentPassword.incorrect' | 'password.incorrect'; field: string },
  ) {
    const policy = policyOf(merchant);
    const judged = await repository.judge(merchant.code, memberId, policy, matches);
    if (judged.outcome === 'right') return;
    if (judged.lockedUntil) throw lockedError(judged.lockedUntil);
    throw new ApiError(wrong.code, undefined, wrong.field, { triesLeft: Math.max(0, policy.maxTries - judged.tries) });
  }

  /** Throws paymentPassword.not.set / .locked / .incorrect (with the tries left); resolves on a match. */
  async function verify(merchant: Merchant, memberId: number, password: string, field = 'paymentPassword') {
    const hash = await repository.hashOf(memberId);
    if (!hash) throw new ApiError('paymentPassword.not.set', undefined, field);
    await tryUnderGuard(merchant, memberId, () => verifyPassword(hash, password), {
      code: 'paymentPassword.incorrect',
      field,
    });
  }

  return {
    verify,

    async status(merchant: Merchant, memberId: number): Promise<PaymentPasswordStatus> {
      const [hash, state] = await Promise.all([repository.hashOf(memberId), repository.guard(memberId)]);
      const { maxTries } = policyOf(merchant);
      const lockedUntil = liveLock(state);
      const expired = state?.lockedUntil && !lockedUntil;
      return {
        isSet: Boolean(hash),
        lockedUntil: lockedUntil?.toISOString() ?? null,
        triesLeft: lockedUntil ? 0 : Math.max(0, maxTries - (expired ? 0 : (state?.tries ?? 0))),
      };
    },

    /**
     * The first payment password: the login password proves who asks; a second set is refused. Wrong login
     * passwords count under the same guard, so a stolen session cannot guess the login password here.
     */
    async set(merchant: Merchant, memberId: number, input: SetPaymentPasswordRequest, language: Language) {
      if (await repository.hashOf(memberId)) throw new ApiError('paymentPassword.already.set');
      const loginHash = await repository.loginHashOf(memberId);
      await tryUnderGuard(merchant, memberId, () => verifyPassword(loginHash, input.loginPassword), {
        code: 'password.incorrect',
        field: 'loginPassword',
      });
      checkRule(merchant, language, input.paymentPassword, 'paymentPassword');
      if (!(await repository.setFirst(memberId, await hashPassword(input.paymentPassword)))) {
        throw new ApiError('paymentPassword.already.set');
      }
    },

    /** Change it with the old one (a wrong old one counts as a try). */
    async change(merchant: Merchant, memberId: number, input: ChangePaymentPasswordRequest, language: Language) {
      checkRule(merchant, language, input.newPaymentPassword, 'newPaymentPassword');
      await verify(merchant, memberId, input.oldPaymentPassword, 'oldPaymentPassword');
      if (input.newPaymentPassword === input.oldPaymentPassword) {
        throw new ApiError('modify.new.old.same', undefined, 'newPaymentPassword');
      }
      await repository.replace(memberId, await hashPassword(input.newPaymentPassword));
    },

    /** Forgotten: a code sent to the member's own mobile (POST /security/sms-code) replaces it. */
    async reset(merchant: Merchant, memberId: number, input: ResetPaymentPasswordRequest, language: Language) {
      checkRule(merchant, language, input.newPaymentPassword, 'newPaymentPassword');
      const mobile = await repository.mobileOf(memberId);
      if (!mobile?.mobileNum) throw new ApiError('mobile.not.bound');
      const phone = phoneOf(mobile.countryDialingCode, mobile.mobileNum);
      await sms.verify(merchant.code, phone, 'paymentPassword', input.verificationCode);
      await repository.resetWith(memberId, await hashPassword(input.newPaymentPassword));
    },
  };
}
export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
