import { z } from 'zod';
import { authSettingsSchema } from './auth';
import { languageSchema } from './common';

/** The public face of the merchant serving this host. */
export const siteResponseSchema = z.object({
  merchantCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  defaultLanguage: languageSchema,
  languages: z.array(languageSchema),
  /** White-label feature flags (spec accounts §6 list); unknown keys are off. */
  flags: z.record(z.string(), z.boolean()),
  /** What the login and recovery popups offer on this site. */
  auth: authSettingsSchema,
  /** The merchant wallet (spec: loaded on home mount for everyone): the site's currency. */
  wallet: z.object({ currency: z.string() }),
});
export type Site = z.infer<typeof siteResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
