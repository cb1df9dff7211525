import type { Session } from '@lobby/contract/auth';
import { EMAIL_PATTERN, type Language } from '@lobby/contract/core';
import type { EmailRecoveryRequest, ResetByLinkRequest } from '@lobby/contract/password';
import { ApiError } from '../../lib/envelope';
import { hashPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secrets';
import type { AuthService, ClientInfo } from '../auth/auth.service';
import type { SessionsService } from '../auth/sessions.service';
import type { MembersRepository } from '../members/members.repository';
import type { MessageSender } from '../messaging/message-sender';
import { fieldRule, invalid } from '../register/field-rules';
import { checkPlainText } from '../register/text-checks';
import { authSettingsOf } from '../site/auth-settings';
import type { Merchant } from '../site/merchant-directory';
import { canRecover, checkNewPassword, checkNotCurrent } from './password-checks';
import type { PasswordResetsRepository } from './password-resets.repository';

/** Reset links (docs/decisions/060-email-recovery.md): 30 minutes, single use, at most 3 mails per account per hour. */
export const RESET_LINK = { ttlMs: 30 * 60_000, perAccountPerHour: 3 } as const;
const HOUR = 3_600_000;
const EMAIL = new RegExp(EMAIL_PATTERN);

interface Deps {
  members: MembersRepository;
  sessions: SessionsService;
  auth: AuthService;
  resets: PasswordResetsRepository;
  sender: MessageSender;
}

function mailText(merchant: Merchant, username: string, link: string): string {
  return [
    `Someone asked to reset the password of ${username} on ${merchant.name}.`,
    `Open this link within ${RESET_LINK.ttlMs / 60_000} minutes to choose a new one (it works once):`,
    link,
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n\n');
}

/** Recovery by e-mail: a reset link is mailed, and the link sets a new password. */
export function createResetLinkService({ members, sessions, auth, resets, sender }: Deps) {
  return {
    /**
     * Mail a link when username and e-mail name an active real member; the answer is the same
     * either way. `origin` is undefined when the request's host is not the merchant's: no link then.
     */
    async emailRecovery(
      merchant: Merchant,
      input: EmailRecoveryRequest,
      language: Language,
      origin: string | undefined,
    ): Promise<void> {
      if (!authSettingsOf(merchant).recovery.email) throw new ApiError('permission.denied');
      checkPlainText({ username: input.username }, [], []);
      if (!EMAIL.test(input.email)) {
        throw invalid('email', fieldRule(merchant, 'email', language)?.messages.pattern ?? 'Incorrect e-mail format.');
      }
      const member = await members.findByUsername(merchant.code, input.username);
      if (!canRecover(member) || !origin || member.email.toLowerCase() !== input.email.toLowerCase()) return;
      if ((await resets.countSince(member.id, HOUR)) >= RESET_LINK.perAccountPerHour) return;
      const token = randomToken();
      await resets.insert({
        tokenHash: sha256(token),
        memberId: member.id,
        expiresAt: new Date(Date.now() + RESET_LINK.ttlMs),
      });
      const link = `${origin}/m/forget?resetToken=${token}`;
      await sender.email(merchant.code, member.email, 'Reset your password', mailText(merchant, member.username, link));
    },

    /** A live link, a confirmed new password that passes the rule and is not the current one. */
    async resetByLink(
      merchant: Merchant,
      input: ResetByLinkRequest,
      language: Language,
      client: ClientInfo,
    ): Promise<Session> {
      const tokenHash = sha256(input.resetToken);
      const memberId = await resets.findLive(tokenHash);
      const member = memberId === undefined ? undefined : await members.findById(merchant.code, memberId);
      if (!canRecover(member)) throw new ApiError('reset.link.invalid', undefined, 'resetToken');
      checkNewPassword(merchant, language, input.newPassword, input.confirmNewPassword);
      await checkNotCurrent(member, input.newPassword);
      if (!(await resets.redeem(tokenHash, member.id, await hashPassword(input.newPassword)))) {
        throw new ApiError('reset.link.invalid', undefined, 'resetToken');
      }
      await sessions.endAll(member.id, 'password');
      // With two-factor on, the new password is set but the sign-in still asks for the code.
      return auth.signIn(member, authSettingsOf(merchant), false, client, 'password');
    },
  };
}
export type ResetLinkService = ReturnType<typeof createResetLinkService>;
