import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's provably fair seed pair. The server seed stays secret while the pair is in use (only
 * its SHA-256 is shown); rotating reveals it and starts a new pair. A member has one pair in use.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round gets: how many rounds the pair has played. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the pair is rotated away: from then on its server seed is shown. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fair_seeds_member_in_use_uq')
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
  ],
);
