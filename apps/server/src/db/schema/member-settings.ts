import type { MessagePreferences } from '@lobby/contract/member-settings';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's own settings, on the server so they follow the member across devices. No row: the
 * defaults (site language, balance shown, sound on, every message category).
 */
export const memberSettings = pgTable('member_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Null: the site's default language until the member picks one. */
  language: text('language'),
  hideBalance: boolean('hide_balance').notNull().default(false),
  gameSound: boolean('game_sound').notNull().default(true),
  /**
   * Optional inbox categories by name, false when turned off. The inbox reads it: a category missing
   * here (transactional among them) is received.
   */
  messages: jsonb('messages').$type<Partial<MessagePreferences>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The member's profile picture (spec: head icon): a checked, re-encoded square in file storage. */
export const memberPictures = pgTable('member_pictures', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
