import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants';
import { operators } from './operators';

/** Optional profile fields of the registration payload (spec accounts §3). */
export interface MemberProfile {
  payeeName?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
}

/** A player, agent or trial account of one merchant. */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    /** The login name as typed; uniqueness is case-insensitive through username_key. */
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    /** argon2id; null for accounts that only sign in through a social provider. */
    passwordHash: text('password_hash'),
    paymentPasswordHash: text('payment_password_hash'),
    type: smallint('type').notNull().default(0),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    trial: boolean('trial').notNull().default(false),
    nickname: text('nickname').notNull().default(''),
    email: text('email').notNull().default(''),
    countryDialingCode: text('country_dialing_code').notNull().default(''),
    mobileNum: text('mobile_num').notNull().default(''),
    /** When the member proved the number with a code (registration with verification, or the security centre). */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    /** When the member proved the address with a code; a verified address is kept in lower case. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    birthday: date('birthday'),
    profile: jsonb('profile').$type<MemberProfile>().notNull().default({}),
    /** This member's own invitation code (agents hand it out). */
    invitationCode: text('invitation_code'),
    /** The agent whose invitation code the member registered with. */
    affiliateMemberId: integer('affiliate_member_id'),
    recommenderId: text('recommender_id').notNull().default(''),
    registerMethod: text('register_method').notNull().default('H5'),
    registerUrl: text('register_url').notNull().default(''),
    /** Social identities: `google:<sub>`, `facebook:<sub>`. */
    socialSubjects: text('social_subjects').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(t.merchantCode, t.usernameKey),
    uniqueIndex('members_mobile_uq')
      .on(t.merchantCode, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} <> ''`),
    // One member per verified address in a merchant (numbers are unique whether verified or not).
    uniqueIndex('members_verified_email_uq')
      .on(t.merchantCode, t.email)
      .where(sql`${t.emailVerifiedAt} is not null`),
    uniqueIndex('members_invitation_uq')
      .on(t.merchantCode, t.invitationCode)
      .where(sql`${t.invitationCode} is not null`),
    index('members_social_idx').using('gin', t.socialSubjects),
    // The dashboard's registrations per day.
    index('members_merchant_created_idx').on(t.merchantCode, t.createdAt),
  ],
);

/** An operator's note on a member: plain text, kept as written (the console shows it as text). */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Null when the note came from the command line or the operator was removed. */
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);
