import { z } from 'zod';
import { pageNoSchema, pageSizeSchema } from '../common';
import { rewardStatusSchema } from '../rewards';
import { LEDGER_KINDS } from '../wallet';

/** Members as the operator sees them: search, profile, status, sessions, money, rounds, notes. */

export const MEMBER_STATUSES = ['active', 'disabled'] as const;
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/**
 * What kind of account: a player (types 0, 4, 40 are not agents, spec accounts), an agent (any
 * other type) or a trial account.
 */
export const MEMBER_KINDS = ['player', 'agent', 'trial'] as const;
export const memberKindSchema = z.enum(MEMBER_KINDS);
export type MemberKind = z.infer<typeof memberKindSchema>;
export const NON_AGENT_TYPES = [0, 4, 40] as const;

export const MEMBER_SORTS = ['created', 'lastLogin', 'balance', 'username'] as const;
export const memberSortSchema = z.enum(MEMBER_SORTS);
export type MemberSort = z.infer<typeof memberSortSchema>;
export const sortOrderSchema = z.enum(['asc', 'desc']);

/** One search box: an exact id, or part of the username, mobile number or e-mail. */
export const adminMembersQuerySchema = z.object({
  q: z.string().trim().max(64).optional(),
  status: memberStatusSchema.optional(),
  kind: memberKindSchema.optional(),
  sort: memberSortSchema.default('created'),
  order: sortOrderSchema.default('desc'),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;

export const adminMemberRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  kind: memberKindSchema,
  status: memberStatusSchema,
  email: z.string(),
  countryDialingCode: z.string(),
  mobileNum: z.string(),
  /** Proven by the member with a code (the security centre, or registration with SMS verification). */
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  /** Two-decimal string. */
  balance: z.string(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  });

export const adminMembersResponseSchema = paged(adminMemberRowSchema);
export type AdminMembersPage = z.infer<typeof adminMembersResponseSchema>;

/** The account fields of accounts.md (registration payload) besides those of the row. */
export const adminMemberSchema = adminMemberRowSchema.extend({
  trial: z.boolean(),
  birthday: z.string().nullable(),
  payeeName: z.string(),
  idNumber: z.string(),
  qqNum: z.string(),
  facebook: z.string(),
  wechat: z.string(),
  line: z.string(),
  whatsapp: z.string(),
  zalo: z.string(),
  invitationCode: z.string().nullable(),
  affiliateMemberId: z.number().int().nullable(),
  recommenderId: z.string(),
  registerMethod: z.string(),
  registerUrl: z.string(),
  rank: z.object({ labelId: z.number().int(), labelName: z.string() }).nullable(),
  liveSessions: z.number().int(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const memberIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const memberSessionParamsSchema = memberIdParamsSchema.extend({
  sessionId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const adminMemberStatusRequestSchema = z.object({ status: memberStatusSchema });

export const adminMemberSessionSchema = z.object({
  id: z.number().int(),
  userAgent: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
  live: z.boolean(),
});
export type AdminMemberSession = z.infer<typeof adminMemberSessionSchema>;
export const adminMemberSessionsSchema = z.array(adminMemberSessionSchema);

export const adminRevokedSchema = z.object({ revoked: z.number().int() });

const pageFields = { pageNo: pageNoSchema, pageSize: pageSizeSchema(20) };
export const ledgerKindSchema = z.enum(LEDGER_KINDS);
/** The ledger's filter (also the CSV's, which ignores the paging). */
export const adminLedgerQuerySchema = z.object({ kind: ledgerKindSchema.optional(), ...pageFields });
export type AdminLedgerQuery = z.infer<typeof adminLedgerQuerySchema>;
export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  amount: z.string(),
  balanceAfter: z.string(),
  reference: z.string(),
  gameType: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminLedgerEntry = z.infer<typeof adminLedgerEntrySchema>;
export const adminLedgerResponseSchema = paged(adminLedgerEntrySchema).extend({ balance: z.string() });
export type AdminLedgerPage = z.infer<typeof adminLedgerResponseSchema>;
/** The most rows one CSV export holds. */
export const LEDGER_CSV_MAX_ROWS = 10_000;

export const adminPageQuerySchema = z.object(pageFields);
export const adminMemberRoundSchema = z.object({
  id: z.number().int(),
  roundId: z.string(),
  gameType: z.string(),
  engine: z.string(),
  mode: z.enum(['real', 'free']),
  stake: z.string(),
  payout: z.string(),
  balanceAfter: z.string(),
  createdAt: z.string(),
});
export type AdminMemberRound = z.infer<typeof adminMemberRoundSchema>;
export const adminMemberRoundsSchema = paged(adminMemberRoundSchema);

export const adminMemberRewardSchema = z.object({
  id: z.number().int(),
  promotionTitle: z.string(),
  status: rewardStatusSchema,
  reward: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminMemberReward = z.infer<typeof adminMemberRewardSchema>;
export const adminMemberRewardsSchema = paged(adminMemberRewardSchema);

export const MEMBER_NOTE_MAX = 1000;
export const adminMemberNoteRequestSchema = z.object({ text: z.string().trim().min(1).max(MEMBER_NOTE_MAX) });
export const adminMemberNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMemberNote = z.infer<typeof adminMemberNoteSchema>;
export const adminMemberNotesSchema = paged(adminMemberNoteSchema);

/** A positive amount with at most two decimals, as typed: "150" or "150.25" (below one billion). */
export const adjustmentAmountSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, 'A positive amount with at most two decimals')
  .refine((amount) => Number(amount) > 0, 'A positive amount');
export const adminAdjustmentRequestSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: adjustmentAmountSchema,
  reason: z.string().trim().min(3).max(500),
  /** Chosen by the client once per intended adjustment: a retry with it never adjusts twice. */
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Letters, digits, dash and underscore, 8 to 64'),
});
export type AdminAdjustmentRequest = z.infer<typeof adminAdjustmentRequestSchema>;
export const adminAdjustmentSchema = z.object({
  entryId: z.number().int(),
  /** False when the key was used before: nothing moved this time. */
  applied: z.boolean(),
  amount: z.string(),
  balance: z.string(),
});
export type AdminAdjustment = z.infer<typeof adminAdjustmentSchema>;

/** "150.25" → 15025 (the schema has already checked the shape). */
export function amountToMinor(amount: string): number {
  const [whole = '0', decimals = ''] = amount.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}
