import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * A counter per merchant, bumped whenever its catalogue changes (seed, later the back office).
 * Servers poll it and drop their cached catalogue reads when it moves.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  merchantCode: text('merchant_code')
    .primaryKey()
    .references(() => merchants.code),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
