import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * A member's limit of one kind and period (deposit, loss, wager per day/week/month; session minutes).
 * A lowered limit replaces amount at once; a raised or removed one waits in pending until pendingAt.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** deposit | loss | wager | session */
    kind: text('kind').notNull(),
    /** day | week | month; 'session' for the session time limit. */
    period: text('period').notNull(),
    /** Minor units (minutes for the session limit); null: no limit. */
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    /** The value waiting for its cooling-off (null with pendingAt set: the limit's removal). */
    pendingMinor: bigint('pending_minor', { mode: 'number' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rg_limits_member_uq').on(t.memberId, t.kind, t.period)],
);

/** The member's reality-check interval and whether the deposit-limit prompt was answered. */
export const rgProfiles = pgTable('rg_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantCode: text('merchant_code').notNull(),
  /** Null: switched off by the member. */
  realityCheckMinutes: smallint('reality_check_minutes').default(60),
  depositPromptAt: timestamp('deposit_prompt_at', { withTimezone: true }),
});

/**
 * A time-out or self-exclusion. A self-exclusion refuses sign-in until loginUntil and keeps play
 * closed until the member asks to resume and resumeAt passes. Where merchants form a group it
 * carries the group and the member's e-mail and mobile, which match the same person elsewhere.
 */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['time_out', 'self_exclusion'] }).notNull(),
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Null: indefinite. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Sign-in is refused until then (self-exclusion only). */
    loginUntil: timestamp('login_until', { withTimezone: true }),
    groupKey: text('group_key'),
    email: text('email').notNull().default(''),
    /** Dialing code and number together. */
    mobile: text('mobile').notNull().default(''),
    resumeRequestedAt: timestamp('resume_requested_at', { withTimezone: true }),
    resumeAt: timestamp('resume_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rg_exclusions_member_idx').on(t.memberId, t.startsAt),
    index('rg_exclusions_group_email_idx')
      .on(t.groupKey, t.email)
      .where(sql`${t.groupKey} is not null and ${t.email} <> ''`),
    index('rg_exclusions_group_mobile_idx')
      .on(t.groupKey, t.mobile)
      .where(sql`${t.groupKey} is not null and ${t.mobile} <> ''`),
  ],
);

/** Every change a member makes to their limits and exclusions: the operator's audit trail of them. */
export const rgEvents = pgTable(
  'rg_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rg_events_member_idx').on(t.memberId, t.createdAt)],
);
