import { z } from 'zod';
import { moneyAmountSchema } from './withdrawals';

/**
 * Responsible gaming (issue 22): the member's own limits, reality check, time-out and self-exclusion.
 * Amounts are decimal strings in the merchant's currency; every rule is enforced by the server.
 */

export const RG_MONEY_LIMITS = ['deposit', 'loss', 'wager'] as const;
export type RgMoneyLimit = (typeof RG_MONEY_LIMITS)[number];
export const RG_PERIODS = ['day', 'week', 'month'] as const;
export type RgPeriod = (typeof RG_PERIODS)[number];

/** A raised or removed limit waits this long; a lowered one applies at once. */
export const RG_COOLING_OFF_HOURS = 24;
/** The session time limit a member may set, in minutes. */
export const RG_SESSION_MINUTES = { min: 10, max: 24 * 60 } as const;
export const RG_REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RgRealityCheckMinutes = (typeof RG_REALITY_CHECK_MINUTES)[number];

export const RG_TIME_OUTS = ['1d', '7d', '30d', '6w', '6m'] as const;
export type RgTimeOut = (typeof RG_TIME_OUTS)[number];
export const RG_SELF_EXCLUSIONS = ['6m', '1y', '5y', 'indefinite'] as const;
export type RgSelfExclusion = (typeof RG_SELF_EXCLUSIONS)[number];

/** A change that waits for its cooling-off: the value it will take (null: no limit) and when. */
const pendingSchema = z.object({ amount: z.string().nullable(), effectiveAt: z.string() });

export const rgMoneyLimitSchema = z.object({
  kind: z.enum(RG_MONEY_LIMITS),
  period: z.enum(RG_PERIODS),
  /** The limit in force; null: none. */
  amount: z.string().nullable(),
  /** How much of it this period has used so far (deposits, net losses or stakes). */
  used: z.string(),
  pending: pendingSchema.nullable(),
});
export type RgMoneyLimitView = z.infer<typeof rgMoneyLimitSchema>;

export const rgSessionLimitSchema = z.object({
  minutes: z.number().int().nullable(),
  pending: z.object({ minutes: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
});

/** A time-out or self-exclusion as the member sees it. */
export const rgRestrictionSchema = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  duration: z.enum([...RG_TIME_OUTS, ...RG_SELF_EXCLUSIONS] as [string, ...string[]]),
  startsAt: z.string(),
  /** When it ends; null for an indefinite self-exclusion. */
  endsAt: z.string().nullable(),
  /** After a self-exclusion: play resumes at resumeAt once the member asked (resumeRequested). */
  resumeRequested: z.boolean(),
  resumeAt: z.string().nullable(),
  /** The member may ask to resume now (the exclusion's term is over and no request is made yet). */
  canRequestResume: z.boolean(),
});
export type RgRestriction = z.infer<typeof rgRestrictionSchema>;

export const rgOverviewSchema = z.object({
  currency: z.string(),
  limits: z.array(rgMoneyLimitSchema),
  sessionLimit: rgSessionLimitSchema,
  realityCheckMinutes: z.number().int().nullable(),
  restriction: rgRestrictionSchema.nullable(),
  /** Ask the member to set a deposit limit (none set and the prompt not yet answered). */
  depositLimitPrompt: z.boolean(),
});
export type RgOverview = z.infer<typeof rgOverviewSchema>;

export const rgLimitRequestSchema = z.object({
  kind: z.enum(RG_MONEY_LIMITS),
  period: z.enum(RG_PERIODS),
  /** The new limit; null removes it (after the cooling-off). */
  amount: moneyAmountSchema.nullable(),
});
export type RgLimitRequest = z.infer<typeof rgLimitRequestSchema>;

export const rgSessionLimitRequestSchema = z.object({
  minutes: z.number().int().min(RG_SESSION_MINUTES.min).max(RG_SESSION_MINUTES.max).nullable(),
});
export type RgSessionLimitRequest = z.infer<typeof rgSessionLimitRequestSchema>;

export const rgRealityCheckRequestSchema = z.object({
  minutes: z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable(),
});
export type RgRealityCheckRequest = z.infer<typeof rgRealityCheckRequestSchema>;

export const rgTimeOutRequestSchema = z.object({ duration: z.enum(RG_TIME_OUTS) });
export type RgTimeOutRequest = z.infer<typeof rgTimeOutRequestSchema>;

/** `confirm` must be true: the member has read that it cannot be undone. */
export const rgSelfExclusionRequestSchema = z.object({
  duration: z.enum(RG_SELF_EXCLUSIONS),
  confirm: z.literal(true),
});
export type RgSelfExclusionRequest = z.infer<typeof rgSelfExclusionRequestSchema>;

/** This session of play, for the game shell's clock and reality check. */
export const rgSessionSchema = z.object({
  startedAt: z.string(),
  /** Bets and wins since the session started (negative: a loss). */
  net: z.string(),
  currency: z.string(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type RgSession = z.infer<typeof rgSessionSchema>;
