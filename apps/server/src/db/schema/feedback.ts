import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';
import { operators } from './operators';

/** A member's feedback to the site, and the operator's one reply (which also lands in their inbox). */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The client's id of the submission: a retry answers the first feedback. */
    requestKey: text('request_key').notNull(),
    /** One of the site's category codes at the time of sending. */
    category: text('category').notNull(),
    /** Plain text, as written. */
    content: text('content').notNull(),
    reply: text('reply'),
    /** Null while open, or when the replying operator was removed. */
    repliedBy: integer('replied_by').references(() => operators.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_request_uq').on(t.memberId, t.requestKey),
    index('feedback_merchant_created_idx').on(t.merchantCode, t.createdAt),
    index('feedback_member_idx').on(t.memberId, t.createdAt),
  ],
);

export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** As detected from the bytes: image/jpeg or image/png. */
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [index('feedback_images_feedback_idx').on(t.feedbackId)],
);
