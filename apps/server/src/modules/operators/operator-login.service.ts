import {
  OPERATOR_SESSION_MINUTES,
  TWO_FACTOR_REQUIRED_ROLES,
  type OperatorLoginAnswer,
  type OperatorLoginRequest,
  type OperatorRole,
  type OperatorSession,
} from '@lobby/contract/admin/operators';
import { ApiError } from '../../lib/envelope';
import { verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import { ADDRESS_PREFIX, lockedFor, type GuardKeys, type LoginGuard } from '../auth/login-guard.service';
import type { CaptchaService } from '../captcha/captcha.service';
import { authSettingsOf } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import type { AuditEntry } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import { toOperator, type OperatorRow, type OperatorsRepository } from './operators.repository';
import type { TwoFactorRepository } from './two-factor.repository';

export interface LoginDeps {
  repository: OperatorsRepository;
  twoFactor: TwoFactorRepository;
  audited: AuditedWrites;
  guard: LoginGuard;
  captcha: CaptchaService;
  now?: () => Date;
}

/** How long the code step may take after the password step. */
export const CHALLENGE_MINUTES = 5;

/** What the audit log keeps of a failed sign-in: the name typed, and the operator when it names one. */
export const failureEntry = (action: string, username: string, row: OperatorRow | undefined): AuditEntry => ({
  action,
  targetType: 'operator',
  targetId: row?.id,
  detail: { username },
});

/** The login guard's counters of an operator's name and of the address. */
export const guardKeys = (merchantCode: string, usernameKey: string, ip: string): GuardKeys => ({
  merchantCode,
  account: `operator:${usernameKey}`,
  address: `${ADDRESS_PREFIX}${ip}`,
});

const mustUseTwoFactor = (role: OperatorRole) => (TWO_FACTOR_REQUIRED_ROLES as readonly string[]).includes(role);

/**
 * Operator sign-in, behind the members' failed-login guard (same counters, same merchant
 * thresholds): a captcha after a few failures, then a lock of the name and of the address. No
 * known-device pass here: an operator's lock holds until it ends. With two-factor on (or required by
 * the merchant) the password step gives only a challenge; the session comes from the code step.
 * Failures and locks go to the audit log, with no actor (nobody is signed in).
 */
export function createOperatorLoginService(deps: LoginDeps) {
  const { repository, twoFactor, audited, guard, captcha, now = () => new Date() } = deps;

  /** A session for an operator who passed every step, and its audit row. */
  async function issueSession(merchant: Merchant, row: OperatorRow, ip: string, detail?: Record<string, unknown>) {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + OPERATOR_SESSION_MINUTES * 60_000);
    const session = { operatorId: row.id, tokenHash: sha256(token), expiresAt, ip };
    await audited.write(
      { merchantCode: merchant.code, operatorId: row.id, ip },
      (scope) => repository.insertSession(scope, session),
      () => ({ action: 'operator.login', targetType: 'operator', targetId: row.id, detail }),
      UNPUBLISHED,
    );
    return { token, expiresAt: expiresAt.toISOString(), operator: toOperator(row) } satisfies OperatorSession;
  }

  /** A challenge for the code step (or enrolment first); no session, no audit row (nothing signed in yet). */
  async function challenge(row: OperatorRow, next: 'code' | 'enrol', ip: string): Promise<OperatorLoginAnswer> {
    const token = randomToken();
    const expiresAt = new Date(now().getTime() + CHALLENGE_MINUTES * 60_000);
    await twoFactor.insertChallenge({ operatorId: row.id, tokenHash: sha256(token), purpose: next, ip, expiresAt });
    return { challenge: token, next, expiresAt: expiresAt.toISOString() };
  }

  return {
    issueSession,

    async login(merchant: Merchant, input: OperatorLoginRequest, ip: string): Promise<OperatorLoginAnswer> {
      const settings = authSettingsOf(merchant);
      const usernameKey = input.username.toLowerCase();
      const keys = guardKeys(merchant.code, usernameKey, ip);
      const state = await guard.check(keys, settings);
      const locked = lockedFor(state.account, state.address);
      if (locked > 0) throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: locked });
      if (state.account.captchaRequired || state.address.captchaRequired) {
        if (!input.captcha) throw new ApiError('login.captcha.required', undefined, 'captcha', { captcha: true });
        if (!(await captcha.verify(merchant.code, input.captchaKey, input.captcha))) {
          throw new ApiError('captcha.invalid', undefined, 'captcha', { captcha: true });
        }
      }
      const row = await repository.findByUsername(merchant.code, usernameKey);
      const passwordOk = await verifyPassword(row?.passwordHash, input.password);
      const system = { merchantCode: merchant.code, operatorId: null, ip };
      // A disabled operator fails like a wrong password: the answer says nothing about the name.
      if (!row || !passwordOk || row.disabledAt) {
        const after = await guard.fail(keys, settings);
        const lockedNow = lockedFor(after.account, after.address);
        await audited.record(system, failureEntry('operator.login.fail', input.username, row));
        if (lockedNow > 0) {
          await audited.record(system, failureEntry('operator.login.lock', input.username, row));
          throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: lockedNow });
        }
        const captchaNext = after.account.captchaRequired || after.address.captchaRequired;
        throw new ApiError('operator.login.failed', undefined, undefined, { captcha: captchaNext });
      }
      // The guard's counters clear only when the last step passes: a known password must not reset the
      // count of wrong codes.
      if (row.totpSecret) return challenge(row, 'code', ip);
      if (mustUseTwoFactor(row.role) && (await twoFactor.twoFactorRequired(merchant.code))) {
        return challenge(row, 'enrol', ip);
      }
      await guard.succeed(keys, state, { keepAccount: false });
      return issueSession(merchant, row, ip);
    },
  };
}
export type OperatorLoginService = ReturnType<typeof createOperatorLoginService>;
