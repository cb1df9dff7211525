import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/** An image of an announcement or promotion; sequence 1 is the main image. */
export interface ContentImage {
  url: string;
  sequence: number;
}

/**
 * What the operator publishes to players: player notices (PL), pop-ups (PU) and hot items (H).
 * Banners (B) live in `banners` and promotions (PR) in `promotions`; the feed joins all five.
 * `content` is HTML, sanitised before it is stored.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    type: text('type', { enum: ['PL', 'PU', 'H'] }).notNull(),
    language: text('language').notNull(),
    groupName: text('group_name').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<ContentImage[]>().notNull().default([]),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    /** Null: shown until taken down. */
    endDate: timestamp('end_date', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_feed_idx').on(t.merchantCode, t.type, t.language, t.startDate)],
);

/** Which announcements a member has read. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
);
