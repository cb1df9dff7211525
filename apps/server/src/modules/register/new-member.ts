import type { MemberProfile } from '../members/members.repository';
import { usernameKey, type NewMember } from '../members/members.repository';
import type { RegisterInput } from './register-checks';

const PROFILE_FIELDS = ['payeeName', 'idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo'] as const;

export interface MemberFacts {
  username: string;
  passwordHash: string;
  paymentPasswordHash: string | null;
  affiliateMemberId: number | null;
  recommenderId: string;
  /** The registration proved the mobile number with an SMS code. */
  mobileVerified: boolean;
}

/** The optional profile fields that were filled in (empty ones are left out of the jsonb). */
function profileOf(input: RegisterInput): MemberProfile {
  const profile: MemberProfile = {};
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (value) profile[field] = value;
  }
  return profile;
}

/** The members row of a checked registration: a real member (type 0), hashes only. */
export function newMemberRow(merchantCode: string, input: RegisterInput, facts: MemberFacts): NewMember {
  return {
    merchantCode,
    username: facts.username,
    usernameKey: usernameKey(facts.username),
    passwordHash: facts.passwordHash,
    paymentPasswordHash: facts.paymentPasswordHash,
    type: input.type,
    nickname: input.nickname ?? '',
    email: input.email ?? '',
    countryDialingCode: input.mobileNum ? (input.countryDialingCode ?? '') : '',
    mobileNum: input.mobileNum ?? '',
    mobileVerifiedAt: facts.mobileVerified && input.mobileNum ? new Date() : null,
    birthday: input.birthday ?? null,
    profile: profileOf(input),
    affiliateMemberId: facts.affiliateMemberId,
    recommenderId: facts.recommenderId,
    registerMethod: input.registerMethod,
    registerUrl: input.registerUrl,
  };
}
