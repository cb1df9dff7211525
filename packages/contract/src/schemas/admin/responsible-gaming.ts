import { z } from 'zod';
import { rgMoneyLimitSchema, rgSessionLimitSchema } from '../responsible-gaming';

/** A time-out or self-exclusion as the operator reads it (none can be lifted early). */
export const adminRgExclusionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['time_out', 'self_exclusion']),
  duration: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  /** Where a merchant group shares exclusions: the group it covers. */
  group: z.string().nullable(),
  resumeRequestedAt: z.string().nullable(),
  resumeAt: z.string().nullable(),
  active: z.boolean(),
});
export type AdminRgExclusion = z.infer<typeof adminRgExclusionSchema>;

/** One change the member made, oldest last. */
export const adminRgEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminRgEvent = z.infer<typeof adminRgEventSchema>;

export const adminMemberRgSchema = z.object({
  currency: z.string(),
  limits: z.array(rgMoneyLimitSchema),
  sessionLimit: rgSessionLimitSchema,
  realityCheckMinutes: z.number().int().nullable(),
  exclusions: z.array(adminRgExclusionSchema),
  events: z.array(adminRgEventSchema),
});
export type AdminMemberRg = z.infer<typeof adminMemberRgSchema>;

/**
 * A merchant group's key: merchants that hold the same key share self-exclusions (matched by e-mail or
 * mobile number). Long and random, copied from one merchant's console to another's, so only an operator
 * of a merchant in the group can name it.
 */
export const RG_GROUP_KEY = /^[A-Za-z0-9-]{16,64}$/;

export const adminRgGroupRequestSchema = z.object({
  group: z.string().trim().regex(RG_GROUP_KEY, '16 to 64 letters, digits or dashes').nullable(),
});
export type AdminRgGroupRequest = z.infer<typeof adminRgGroupRequestSchema>;

/** The site's group and the other merchants sharing it (none without a group). */
export const adminRgGroupSchema = z.object({
  group: z.string().nullable(),
  merchants: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type AdminRgGroup = z.infer<typeof adminRgGroupSchema>;
