import type { InboxTranslations } from '@lobby/contract/admin/inbox';
import type { MessageCategory } from '@lobby/contract/member-settings';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/** A message from the operator: to one member, or to every member of the merchant (memberId null). */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** HTML, sanitised before it is stored. */
    content: text('content').notNull(),
    /** The same message in other languages (sanitised likewise); a reader in none of them gets title and content. */
    translations: jsonb('translations').$type<InboxTranslations>().notNull().default({}),
    /** Members may turn announcements and promotions off (member_settings.messages); transactional ones always arrive. */
    category: text('category').$type<MessageCategory>().notNull().default('announcements'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_messages_member_idx').on(t.merchantCode, t.memberId, t.createdAt)],
);

export const inboxReads = pgTable(
  'inbox_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: integer('message_id')
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/** Unread live-chat messages per member, as the chat service last reported them. */
export const chatUnread = pgTable('chat_unread', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  unReadCount: integer('unread_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
