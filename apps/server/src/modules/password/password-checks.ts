import type { Language } from '@lobby/contract/core';
import { ApiError } from '../../lib/envelope';
import { verifyPassword } from '../../lib/passwords';
import type { MemberRow } from '../members/members.repository';
import { enforcePasswordRule } from '../register/field-rules';
import type { Merchant } from '../site/merchant-directory';

/** Checks of a new password that need no account: the confirmation, then the merchant's password rule. */
export function checkNewPassword(
  merchant: Merchant,
  language: Language,
  newPassword: string,
  confirmation: string | undefined,
): void {
  if (confirmation !== undefined && confirmation !== newPassword) {
    throw new ApiError('password.mismatch', undefined, 'confirmNewPassword');
  }
  enforcePasswordRule(merchant, language, newPassword, 'newPassword');
}

/** The new password must differ from the member's current one. */
export async function checkNotCurrent(member: MemberRow, newPassword: string): Promise<void> {
  if (await verifyPassword(member.passwordHash, newPassword)) {
    throw new ApiError('modify.new.old.same', undefined, 'newPassword');
  }
}

/** Only active, real accounts recover a password (trial accounts have none worth recovering). */
export const canRecover = (member: MemberRow | undefined): member is MemberRow =>
  member !== undefined && member.status === 'active' && !member.trial;
