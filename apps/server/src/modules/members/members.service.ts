import type { MemberInfo } from '@lobby/contract/auth';
import { ApiError } from '../../lib/envelope';
import type { AuthContext } from '../auth/sessions.service';
import type { MemberRow, MembersRepository } from './members.repository';

export function toMemberInfo(row: MemberRow): MemberInfo {
  return {
    id: row.id,
    type: row.type,
    account: row.username,
    nickname: row.nickname,
    email: row.email,
    countryDialingCode: row.countryDialingCode,
    mobileNum: row.mobileNum,
    trial: row.trial,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createMembersService(repository: MembersRepository) {
  return {
    repository,
    /** The signed-in member's own record (never another's: the id comes from the session). */
    async me(context: AuthContext): Promise<MemberInfo> {
      const row = await repository.findById(context.merchantCode, context.memberId);
      if (!row) throw new ApiError('session.ended');
      return toMemberInfo(row);
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;
