import { BANNER_LINK_TYPES } from '@lobby/contract/banners';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * Banners (announcement type B) by group (m_home, m_promotion, one per game type, ...).
 * linkType says what a tap does: ROUTE (linkage is an in-site path), URL (url is an external link),
 * PROMOTION (linkage is a promotion id), GAME (linkage is a game's nodeId), NONE.
 */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    groupName: text('group_name').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    linkage: text('linkage').notNull().default(''),
    url: text('url').notNull().default(''),
    linkType: text('link_type', { enum: BANNER_LINK_TYPES }).notNull().default('NONE'),
    /** Null: every language of the site. */
    language: text('language'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('banners_group_idx').on(t.merchantCode, t.groupName, t.sort)],
);
