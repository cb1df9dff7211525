import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** White-label settings of a merchant (public parts feed GET /api/v1/site). */
export interface MerchantSettings {
  languages: string[];
  defaultLanguage: string;
  logoUrl: string;
  /** Feature flags of the white-label site; unknown keys are off. */
  flags: Record<string, boolean>;
  theme?: { primary: string; accent: string };
}

/** One operator brand. Every other table is scoped by merchant_code. */
export const merchants = pgTable('merchants', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Hosts (lower case, no port) that resolve to this merchant. */
  domains: text('domains').array().notNull().default([]),
  settings: jsonb('settings').$type<MerchantSettings>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
