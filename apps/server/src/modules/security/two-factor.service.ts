import type { LoginMethod, RecoveryCodes, TwoFactorSetup } from '@lobby/contract/security';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/transaction';
import { ApiError } from '../../lib/envelope';
import type { SecretBox } from '../../lib/secret-box';
import { randomToken, sha256 } from '../../lib/secrets';
import { newTotpSecret, qrDataUrl, totpStep } from '../../lib/totp';
import type { MemberTwoFactorRepository } from './two-factor.repository';

export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes one login challenge takes before it ends and the password step starts over. */
export const CHALLENGE_ATTEMPTS = 5;
const CHALLENGE_MS = 5 * 60_000;
/** Recovery codes: 10 characters of an alphabet without look-alikes (~50 bits), shown as xxxxx-xxxxx. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
/** Keyed with the member, so one code's hash says nothing about another member's. */
const recoveryHash = (memberId: number, code: string) =>
  sha256(`${memberId}:${code.trim().toLowerCase().replace(/-/g, '')}`);
const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.trim());

export interface ChallengeStart {
  merchantCode: string;
  memberId: number;
  method: Exclude<LoginMethod, 'twoFactor' | 'recoveryCode'>;
  remember: boolean;
  /** Where the password step came from, for the history if the code step is never answered. */
  ip: string;
  userAgent: string;
}

/**
 * Members' TOTP two-factor sign-in: set-up with a QR code and ten recovery codes, the code a login,
 * a withdrawal or switching it off asks for, and the login challenge between password and code.
 */
export function createMemberTwoFactorService(deps: {
  repository: MemberTwoFactorRepository;
  box: SecretBox;
  now?: () => Date;
}) {
  const { repository, box, now = () => new Date() } = deps;

  /** A TOTP code (each time step once) or an unused recovery code; which one passed, else null. */
  async function accept(memberId: number, code: string): Promise<'twoFactor' | 'recoveryCode' | null> {
    const row = await repository.find(memberId);
    if (!row?.secret) throw new ApiError('two.factor.off');
    if (!looksLikeTotp(code)) {
      return (await repository.useRecoveryCode(memberId, recoveryHash(memberId, code))) ? 'recoveryCode' : null;
    }
    const step = totpStep(box.open(row.secret), code.trim(), now());
    return step !== null && (await repository.takeStep(memberId, step)) ? 'twoFactor' : null;
  }

  const isOn = async (memberId: number) => Boolean((await repository.find(memberId))?.secret);

  return {
    isOn,

    async status(memberId: number): Promise<{ on: boolean; recoveryCodesLeft: number }> {
      const on = await isOn(memberId);
      return { on, recoveryCodesLeft: on ? await repository.recoveryCodesLeft(memberId) : 0 };
    },

    /** A new secret, shown this once; two-factor is on only after its first code. */
    async setUp(merchant: { code: string; name: string }, member: { id: number; username: string }) {
      if (await isOn(member.id)) throw new ApiError('two.factor.already.on');
      const { secret, uri } = newTotpSecret(member.username, merchant.name);
      await repository.setPending(merchant.code, member.id, box.seal(secret));
      return { secret, uri, qrDataUrl: await qrDataUrl(uri) } satisfies TwoFactorSetup;
    },

    /** The first code confirms the secret: on, with ten new recovery codes (only their hashes kept). */
    async confirm(memberId: number, code: string): Promise<RecoveryCodes> {
      const row = await repository.find(memberId);
      if (row?.secret) throw new ApiError('two.factor.already.on');
      if (!row?.pendingSecret) throw new ApiError('two.factor.pending');
      const step = looksLikeTotp(code) ? totpStep(box.open(row.pendingSecret), code.trim(), now()) : null;
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const codeHashes = recoveryCodes.map((value) => recoveryHash(memberId, value));
      if (step === null || !(await repository.takeStep(memberId, step, { codeHashes }))) {
        throw new ApiError('two.factor.code.invalid', undefined, 'code');
      }
      return { recoveryCodes };
    },

    /** Switching it off needs a code (or a recovery code). */
    async disable(memberId: number, code: string): Promise<void> {
      if (!(await accept(memberId, code))) throw new ApiError('two.factor.code.invalid', undefined, 'code');
      await repository.remove(memberId);
    },

    /** An operator's reset (a member who lost the phone and the codes), inside the operator's audited write. */
    reset: (memberId: number, tx: DbOrTx) => repository.remove(memberId, tx),

    /** For a money move (a withdrawal): nothing when two-factor is off, else a right code or a refusal. */
    async require(memberId: number, code: string | undefined): Promise<void> {
      if (!(await isOn(memberId))) return;
      if (!code) throw new ApiError('two.factor.required', undefined, 'twoFactorCode');
      if (!(await accept(memberId, code))) throw new ApiError('two.factor.code.invalid', undefined, 'twoFactorCode');
    },

    /** After a right password: a token for the code step (its hash kept, five minutes, five wrong codes). */
    async challenge(start: ChallengeStart): Promise<string> {
      const token = randomToken();
      const at = now();
      await repository.insertChallenge({
        ...start,
        userAgent: start.userAgent.slice(0, 256),
        tokenHash: sha256(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + CHALLENGE_MS),
      });
      return token;
    },

    /**
     * The member's expired challenges, removed: those never answered (no code tried; wrong codes are in the
     * history already) are returned for the history to record as a code not entered.
     */
    async takeAbandoned(memberId: number) {
      const expired = await repository.takeExpiredChallenges(memberId, now());
      return expired.filter((challenge) => challenge.attempts === 0);
    },

    /**
     * The code step: a right code ends the challenge and names the member; a wrong one counts, and the
     * fifth ends it. `failed` tells the caller who got it wrong (for the login history).
     */
    async answer(merchantCode: string, token: string, code: string) {
      const challenge = await repository.findChallenge(sha256(token));
      if (!challenge || challenge.merchantCode !== merchantCode) throw new ApiError('two.factor.challenge.ended');
      const passed = await accept(challenge.memberId, code).catch(() => null);
      if (passed && (await repository.deleteChallenge(challenge.id))) {
        return { ok: true as const, challenge, method: passed };
      }
      if ((await repository.countAttempt(challenge.id)) >= CHALLENGE_ATTEMPTS) {
        await repository.deleteChallenge(challenge.id);
        return { ok: false as const, challenge, error: new ApiError('two.factor.challenge.ended') };
      }
      return { ok: false as const, challenge, error: new ApiError('two.factor.code.invalid', undefined, 'code') };
    },
  };
}
export type MemberTwoFactorService = ReturnType<typeof createMemberTwoFactorService>;
