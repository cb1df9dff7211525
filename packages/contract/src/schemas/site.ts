import { z } from 'zod';
import { CUSTOMER_SERVICE_TYPES, LINK_RESOURCE_TYPES, SOCIAL_NETWORKS, TEMPLATE_KEYS } from '../constants/site';
import { authSettingsSchema } from './auth';
import { languageSchema } from './common';

const linkResourceSchema = z.object({
  resourceType: z.enum(LINK_RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string(),
});
export type LinkResource = z.infer<typeof linkResourceSchema>;

/** A customer-service entry; `path` is the link it opens (spec: csType TELEGRAM or LIVECHAT). */
const customerServiceSchema = z.object({
  title: z.string(),
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  path: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

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
  /** Link resources: app downloads (IOS, MOBILECONFIG, Android, AppDownloadIcon), TELEGRAM, FACEBOOK. */
  resources: z.array(linkResourceSchema),
  /** Customer-service entries in order; the drawer opens the first. */
  customerService: z.array(customerServiceSchema),
  /** The social contact bar: configured networks only. */
  social: z.partialRecord(z.enum(SOCIAL_NETWORKS), z.string()),
  /** Template switches: '1' is the new member centre (mem_cen) or deposit (dep_func). */
  templates: z.record(z.enum(TEMPLATE_KEYS), z.enum(['0', '1'])),
  /** Module permissions by module id (FREEPLAY3, REWCEN3, INBOX3, ...); unknown ids are off. */
  modules: z.record(z.string(), z.boolean()),
  /** The app is offered as a web clip: no configuration-profile option on the download page. */
  webClip: z.boolean(),
});
export type Site = z.infer<typeof siteResponseSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
