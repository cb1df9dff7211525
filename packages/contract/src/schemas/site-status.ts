import { z } from 'zod';
import { SYSTEM_STATUS } from '../constants/site-status';
import { languageSchema } from './common';

export const siteStatusQuerySchema = z.object({
  /** The maintenance message is given in this language (else the site's default). */
  language: languageSchema.optional(),
});

/** System status (spec accounts §4): 0 normal, 1 maintenance (also when both), 2 region restricted only. */
const systemStatusSchema = z.union([
  z.literal(SYSTEM_STATUS.normal),
  z.literal(SYSTEM_STATUS.maintenance),
  z.literal(SYSTEM_STATUS.regionRestricted),
]);

export const siteStatusResponseSchema = z.object({
  status: systemStatusSchema,
  /** The visitor's address as the server sees it (the ErrorLimit page shows it). */
  ip: z.string(),
  /** ISO 3166-1 alpha-2 country of that address, null when the database does not know it. */
  country: z.string().nullable(),
  maintenance: z.object({
    active: z.boolean(),
    /** End of the scheduled window in force; null when switched on by hand or off. */
    endsAt: z.string().nullable(),
    /** The operator's message in the asked language ('' when none). */
    message: z.string(),
  }),
  regionRestriction: z.boolean(),
});
export type SiteStatus = z.infer<typeof siteStatusResponseSchema>;
