import { MEMBER_SORTS, memberKindSchema, memberStatusSchema } from '@lobby/contract/admin/members';
import { LEDGER_KINDS } from '@lobby/contract/wallet';
import { z } from 'zod';

/** The members list's URL: search, filters, sort and page; a bad value falls back to its default. */
export const membersParamsSchema = z.object({
  q: z.string().max(64).optional().catch(undefined),
  status: memberStatusSchema.optional().catch(undefined),
  kind: memberKindSchema.optional().catch(undefined),
  sort: z.enum(MEMBER_SORTS).catch('created'),
  order: z.enum(['asc', 'desc']).catch('desc'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type MembersParams = z.output<typeof membersParamsSchema>;

export const MEMBER_TABS = ['profile', 'sessions', 'security', 'ledger', 'rounds', 'rewards', 'rg', 'notes'] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** A member page's URL: the open tab, its page and the ledger's kind. */
export const memberParamsSchema = z.object({
  tab: z.enum(MEMBER_TABS).catch('profile'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  kind: z.enum(LEDGER_KINDS).optional().catch(undefined),
});
export type MemberParams = z.output<typeof memberParamsSchema>;
