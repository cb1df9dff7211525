import type { LoginMethod, LoginResult, MemberSession, SecurityOverview } from '@lobby/contract/security';
import { ApiError } from '../../lib/envelope';
import type { GeoLookup } from '../../lib/geo/geo';
import type { PaymentPasswordService } from '../payment-password/payment-password.service';
import type { Merchant } from '../site/merchant-directory';
import { phoneOf, type SmsService } from '../sms/sms.service';
import { deviceOf, maskEmail, maskMobile } from './device';
import type { LoginHistoryRepository } from './login-history.repository';
import type { MemberSessionsRepository } from './member-sessions.repository';
import type { MemberTwoFactorService } from './two-factor.service';

export interface LoginAttempt {
  merchantCode: string;
  memberId: number;
  ip: string;
  userAgent: string;
  method: LoginMethod;
  result: LoginResult;
}

interface Deps {
  sessions: MemberSessionsRepository;
  history: LoginHistoryRepository;
  twoFactor: MemberTwoFactorService;
  sms: SmsService;
  geo: GeoLookup;
}

/** The security centre: the overview, sessions and devices, login history, and codes to the member's mobile. */
export function createSecurityService(deps: Deps) {
  const { sessions, history, twoFactor, sms, geo } = deps;
  /** The offline geo database's country of an address, '' when it does not place it. */
  const countryOf = (ip: string) => geo.countryOf(ip) ?? '';

  /**
   * A password step passed but its two-factor code never entered: once its challenge expires, it goes in the
   * history as `codeNotEntered`, at the time of the password step. Settled when the history is read and on the
   * member's next sign-in attempt (no background job).
   */
  async function settleAbandoned(memberId: number): Promise<void> {
    for (const challenge of await twoFactor.takeAbandoned(memberId)) {
      await history.record({
        merchantCode: challenge.merchantCode,
        memberId,
        at: challenge.createdAt,
        ip: challenge.ip,
        country: countryOf(challenge.ip),
        userAgent: challenge.userAgent,
        method: challenge.method,
        result: 'codeNotEntered',
      });
    }
  }

  return {
    countryOf,

    settleAbandoned,

    /** Record a sign-in (good or bad) of a known member; the history keeps the latest few. */
    async recordLogin(attempt: LoginAttempt): Promise<void> {
      await settleAbandoned(attempt.memberId);
      await history.record({ ...attempt, country: countryOf(attempt.ip), userAgent: attempt.userAgent.slice(0, 256) });
    },

    async overview(
      merchant: Merchant,
      memberId: number,
      paymentPassword: PaymentPasswordService,
    ): Promise<SecurityOverview> {
      const account = await sessions.accountOf(memberId);
      if (!account) throw new ApiError('session.ended');
      const [payment, factor, live] = await Promise.all([
        paymentPassword.status(merchant, memberId),
        twoFactor.status(memberId),
        sessions.countLive(memberId),
      ]);
      return {
        password: { set: account.hasPassword, changedAt: account.passwordChangedAt?.toISOString() ?? null },
        paymentPassword: { set: payment.isSet, locked: payment.lockedUntil !== null },
        mobile: {
          bound: account.mobileNum !== '',
          verified: account.mobileNum !== '' && account.mobileVerified,
          masked: maskMobile(account.countryDialingCode, account.mobileNum),
        },
        email: {
          bound: account.email !== '',
          verified: account.email !== '' && account.emailVerified,
          masked: maskEmail(account.email),
        },
        twoFactor: factor,
        sessions: live,
      };
    },

    async sessions(memberId: number, currentId: number): Promise<MemberSession[]> {
      const rows = await sessions.list(memberId);
      return rows.map((row) => ({
        id: row.id,
        device: deviceOf(row.userAgent),
        ip: row.ip,
        country: row.country || null,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentId,
      }));
    },

    /** Sign out one of the member's own sessions; another member's (or an ended one) is not found. */
    async endSession(memberId: number, sessionId: number): Promise<void> {
      if (!(await sessions.revokeOwn(memberId, sessionId, 'signed-out'))) throw new ApiError('resource.not.found');
    },

    async history(memberId: number) {
      await settleAbandoned(memberId);
      const rows = await history.list(memberId);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        ip: row.ip,
        country: row.country || null,
        device: deviceOf(row.userAgent),
        method: row.method as LoginMethod,
        result: row.result as LoginResult,
      }));
    },

    /** A code to the member's own mobile (the session is the human check; the SMS limits still apply). */
    async sendCode(merchantCode: string, memberId: number, purpose: 'paymentPassword', ip: string) {
      const account = await sessions.accountOf(memberId);
      if (!account?.mobileNum) throw new ApiError('mobile.not.bound');
      return sms.sendTo(merchantCode, phoneOf(account.countryDialingCode, account.mobileNum), purpose, ip, memberId);
    },
  };
}
export type SecurityService = ReturnType<typeof createSecurityService>;
