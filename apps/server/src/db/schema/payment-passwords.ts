import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Tries of a member's payment password (the hash itself is members.payment_password_hash). A try is
 * counted before the hash is checked, in one statement, so parallel guesses on several instances
 * cannot run past the limit; a correct try resets the count.
 */
export const paymentPasswordGuards = pgTable('payment_password_guards', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantCode: text('merchant_code').notNull(),
  tries: smallint('tries').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
