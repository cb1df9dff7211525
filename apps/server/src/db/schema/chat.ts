import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatStatus } from '@lobby/contract/chat';
import { members } from './members';
import { merchants } from './merchants';
import { operators } from './operators';

/**
 * A member's customer-service conversation. At most one is open per member (partial unique index);
 * closed ones stay as history. The read marks are the last message id each side has read.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').$type<ChatStatus>().notNull().default('open'),
    /** The operator who answered last; null until someone answers. */
    assignedOperatorId: integer('assigned_operator_id').references(() => operators.id, { onDelete: 'set null' }),
    memberReadId: integer('member_read_id').notNull().default(0),
    operatorReadId: integer('operator_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_one_open_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('chat_conversations_queue_idx').on(t.merchantCode, t.status, t.lastMessageAt),
  ],
);

/** One message: plain text, by the member or an operator (operatorId set). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    fromOperator: boolean('from_operator').notNull().default(false),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** A merchant's ready answers for the desk's composer (seeded; ordered by position). */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    title: text('title').notNull(),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('chat_canned_replies_title_uq').on(t.merchantCode, t.title)],
);
