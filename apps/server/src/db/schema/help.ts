import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * The help centre: top-level sections (parent null; chosen by ?i= or ?tag=) and their
 * sub-sections (chosen by ?c=). `content` is HTML, sanitised before it is stored.
 */
export const helpItems = pgTable(
  'help_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    language: text('language').notNull(),
    parentId: integer('parent_id'),
    /** terms, about, or empty. */
    tag: text('tag').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_items_list_idx').on(t.merchantCode, t.language, t.parentId, t.sort)],
);
