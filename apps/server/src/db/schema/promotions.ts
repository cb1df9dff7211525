import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ContentImage } from './announcements';
import { members } from './members';
import { merchants } from './merchants';

/** A tab of the promotions screen; names per language. */
export const promotionCategories = pgTable('promotion_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => merchants.code),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A promotion (announcement type PR): HTML content sanitised before it is stored. */
export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => merchants.code),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<ContentImage[]>().notNull().default([]),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** 1: runs until taken down ('start-long term'). */
    noExpiry: boolean('no_expiry').notNull().default(false),
    /** The same promotion in other languages points at one id, so claims and joins count once. */
    linkedPromotionId: integer('linked_promotion_id'),
    imageRequired: boolean('image_required').notNull().default(false),
    remarkRequired: boolean('remark_required').notNull().default(false),
    /** Whether members may apply for a reward from this promotion at all. */
    applicable: boolean('applicable').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_list_idx').on(t.merchantCode, t.language, t.sort)],
);

/** A member who joined a promotion ("join"). */
export const promotionJoins = pgTable(
  'promotion_joins',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.promotionId] })],
);

/** A member's reward claim on a promotion, reviewed by an operator. */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantCode: text('merchant_code').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    /** The client's key for this submission: a double tap or a retry makes one application. */
    requestKey: text('request_key').notNull(),
    remarks: text('remarks').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Credited on approval, in minor units (0: no money attached). */
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull().default(0),
    reviewNote: text('review_note').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_applications_request_uq').on(t.memberId, t.requestKey),
    index('reward_applications_member_idx').on(t.memberId, t.createdAt),
    index('reward_applications_review_idx').on(t.merchantCode, t.status, t.createdAt),
  ],
);

/** An uploaded picture of a reward application, kept in file storage outside the web root. */
export const rewardApplicationImages = pgTable(
  'reward_application_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => rewardApplications.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** As detected from the bytes: image/jpeg or image/png. */
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    sequence: integer('sequence').notNull(),
  },
  (t) => [index('reward_application_images_app_idx').on(t.applicationId)],
);
