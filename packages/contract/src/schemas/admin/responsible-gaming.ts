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
