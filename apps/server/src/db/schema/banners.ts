import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/** Banners by group (m_home, one per game type, ...). linkage: in-site route; url: external link. */
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
    sort: integer('sort').notNull(),
  },
  (t) => [index('banners_group_idx').on(t.merchantCode, t.groupName, t.sort)],
);
