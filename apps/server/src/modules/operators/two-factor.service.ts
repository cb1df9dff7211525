import type {
  Operator,
  OperatorCodeRequest,
  OperatorSession,
  TwoFactorEnrolment,
} from '@lobby/contract/admin/operators';
import { ApiError } from '../../lib/envelope';
import type { SecretBox } from '../../lib/secret-box';
import { sha256 } from '../../lib/secrets';
import { lockedFor } from '../auth/login-guard.service';
import { authSettingsOf } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED } from '../audit/audited-write';
import { failureEntry, guardKeys, type LoginDeps, type OperatorLoginService } from './operator-login.service';
import { toOperator, type OperatorRow } from './operators.repository';
import { newTotpSecret, qrDataUrl, totpStep } from '../../lib/totp';

/** Wrong codes one challenge takes before it ends and the password step starts over. */
export const CHALLENGE_ATTEMPTS = 5;

/**
 * TOTP two-factor: the code step of sign-in (and enrolment there when the merchant requires it), and an
 * operator's own enrolment while signed in. A secret is shown once, at enrolment, and never sent again.
 * Secrets are sealed at rest (lib/secret-box.ts). Wrong codes feed the login guard's counters, so its captcha and lock apply to codes as to passwords.
 */
export function createTwoFactorService(deps: LoginDeps & { login: OperatorLoginService; box: SecretBox }) {
  const { twoFactor, audited, guard, login, box, now = () => new Date() } = deps;

  async function enrolment(merchant: Pick<Merchant, 'name'>, row: OperatorRow, actor: Actor) {
    const { secret, uri } = newTotpSecret(row.username, merchant.name);
    await audited.write(
      actor,
      (scope) => twoFactor.setPending(scope, row.id, box.seal(secret)),
      () => ({ action: 'operator.two-factor.enrol', targetType: 'operator', targetId: row.id }),
      UNPUBLISHED,
    );
    return { secret, uri, qrDataUrl: await qrDataUrl(uri) } satisfies TwoFactorEnrolment;
  }

  /** The live challenge of a token on this merchant; `operator.challenge.ended` otherwise. */
  async function liveChallenge(merchant: Merchant, token: string) {
    const found = await twoFactor.findChallenge(sha256(token), now());
    if (!found || found.operator.merchantCode !== merchant.code || found.operator.disabledAt) {
      throw new ApiError('operator.challenge.ended');
    }
    return found;
  }

  return {
    /** The code step: a right, unused code ends the challenge with a session. */
    async signInWithCode(merchant: Merchant, input: OperatorCodeRequest, ip: string): Promise<OperatorSession> {
      const { challenge, operator } = await liveChallenge(merchant, input.challenge);
      const settings = authSettingsOf(merchant);
      const keys = guardKeys(merchant.code, operator.usernameKey, ip);
      const state = await guard.check(keys, settings);
      const locked = lockedFor(state.account, state.address);
      if (locked > 0) {
        await twoFactor.deleteChallenge(challenge.id);
        throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: locked });
      }
      const enrolling = challenge.purpose === 'enrol';
      const secret = enrolling ? operator.totpPendingSecret : operator.totpSecret;
      if (!secret) throw new ApiError('two.factor.pending');
      const step = totpStep(box.open(secret), input.code, now());
      const taken =
        step === null
          ? undefined
          : await audited.write(
              { merchantCode: merchant.code, operatorId: operator.id, ip },
              async (scope) => {
                const row = await twoFactor.takeStep(scope, operator.id, step, enrolling);
                if (row) await twoFactor.deleteChallenge(challenge.id, scope.tx);
                return row;
              },
              // The sign-in's own audit row says the code was taken (and the secret confirmed when enrolling).
              () => undefined,
              UNPUBLISHED,
            );
      if (!taken) {
        const after = await guard.fail(keys, settings);
        await audited.record(
          { merchantCode: merchant.code, operatorId: null, ip },
          failureEntry('operator.code.fail', operator.username, operator),
        );
        const lockedNow = lockedFor(after.account, after.address);
        if (lockedNow > 0 || (await twoFactor.countAttempt(challenge.id)) >= CHALLENGE_ATTEMPTS) {
          await twoFactor.deleteChallenge(challenge.id);
          if (lockedNow > 0) throw new ApiError('login.locked', undefined, undefined, { retryAfterSeconds: lockedNow });
          throw new ApiError('operator.challenge.ended');
        }
        throw new ApiError('operator.code.invalid', undefined, 'code');
      }
      await guard.succeed(keys, state, { keepAccount: false });
      return login.issueSession(merchant, taken, ip, { twoFactor: enrolling ? 'enrolled' : 'code' });
    },

    /** Enrolment inside sign-in, when the merchant requires two-factor of this operator's role. */
    async enrolAtSignIn(merchant: Merchant, token: string, ip: string): Promise<TwoFactorEnrolment> {
      const { challenge, operator } = await liveChallenge(merchant, token);
      if (challenge.purpose !== 'enrol') throw new ApiError('operator.challenge.ended');
      return enrolment(merchant, operator, { merchantCode: merchant.code, operatorId: operator.id, ip });
    },

    /** The signed-in operator's own enrolment: a new secret, on once its first code is confirmed. */
    async enrol(merchant: Merchant, actor: Actor, row: OperatorRow): Promise<TwoFactorEnrolment> {
      return enrolment(merchant, row, actor);
    },

    async confirm(actor: Actor, row: OperatorRow, code: string): Promise<Operator> {
      if (!row.totpPendingSecret) throw new ApiError('two.factor.pending');
      const step = totpStep(box.open(row.totpPendingSecret), code, now());
      const confirmed =
        step === null
          ? undefined
          : await audited.write(
              actor,
              (scope) => twoFactor.takeStep(scope, row.id, step, true),
              (done) =>
                done ? { action: 'operator.two-factor.enable', targetType: 'operator', targetId: row.id } : undefined,
              UNPUBLISHED,
            );
      if (!confirmed) throw new ApiError('operator.code.invalid', undefined, 'code');
      return toOperator(confirmed);
    },
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
