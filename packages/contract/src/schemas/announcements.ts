import { z } from 'zod';
import { ANNOUNCEMENT_PLATFORM, ANNOUNCEMENT_TYPES, STORED_ANNOUNCEMENT_TYPES } from '../constants/announcements';
import { bannerGroupSchema, bannerSchema } from './banners';
import { codeSchema, languageSchema } from './common';

const announcementTypeSchema = z.enum(ANNOUNCEMENT_TYPES);
const storedAnnouncementTypeSchema = z.enum(STORED_ANNOUNCEMENT_TYPES);

/** `types=B,PL,PU`: one or more feed types, comma separated (each at most once). */
const announcementTypesSchema = z
  .string()
  .trim()
  .max(40)
  .transform((raw) => [
    ...new Set(
      raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(announcementTypeSchema).min(1).max(ANNOUNCEMENT_TYPES.length));

/**
 * The announcement feed (spec §7): types, groupName (banners of that group; announcements made for
 * that group or for every group), platform M, language (default: the site's). The merchant comes from
 * the host; merchantCode and merchant are accepted as hints only.
 */
export const announcementsQuerySchema = z.object({
  types: announcementTypesSchema.default([...ANNOUNCEMENT_TYPES]),
  groupName: bannerGroupSchema.optional(),
  platform: z.literal(ANNOUNCEMENT_PLATFORM).optional(),
  language: languageSchema.optional(),
  merchantCode: codeSchema.optional(),
  merchant: codeSchema.optional(),
  /** Cache buster of the spec's "flush" option: accepted and ignored (edits drop the cache already). */
  flush: z.string().max(20).optional(),
});

/** An image of an announcement or promotion; sequence 1 is the main image. */
const contentImageSchema = z.object({ url: z.string(), sequence: z.number().int() });

/** A player notice, pop-up or hot item as players see it. */
export const announcementSchema = z.object({
  id: z.string(),
  type: storedAnnouncementTypeSchema,
  groupName: z.string(),
  language: z.string(),
  /** Plain text. */
  title: z.string(),
  /** Sanitised HTML: render it through the web's SafeHtml only. */
  content: z.string(),
  /** The content as plain text, cut to a line or two, for lists. */
  preview: z.string(),
  /** The main image (sequence 1), or empty. */
  imageUrl: z.string(),
  images: z.array(contentImageSchema),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** Whether the signed-in member has read it (always false for visitors). */
  read: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** A promotion as the feed lists it (type PR); the promotions call has the full record. */
const feedPromotionSchema = z.object({
  id: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
});
export type FeedPromotion = z.infer<typeof feedPromotionSchema>;

/** The feed: one list per type; a type that was not asked for is an empty list. */
export const announcementsFeedSchema = z.object({
  banners: z.array(bannerSchema),
  playerNotices: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  hot: z.array(announcementSchema),
  promotion: z.array(feedPromotionSchema),
});
export type AnnouncementsFeed = z.infer<typeof announcementsFeedSchema>;

export const announcementDetailQuerySchema = z.object({ language: languageSchema.optional() });

/** An announcement id as the web sends it: a number, or the string the feed gave. */
const announcementIdSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(1).max(2_147_483_647));

/** Mark as read (spec §7): announcementId and read true; repeating it changes nothing. */
export const markReadRequestSchema = z.object({
  announcementId: announcementIdSchema,
  read: z.literal(true),
});
export const markReadResponseSchema = z.object({ announcementId: z.string(), read: z.literal(true) });

export const unreadQuerySchema = z.object({ language: languageSchema.optional() });
/** Published player notices the member has not read. */
export const unreadCountSchema = z.object({ unReadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
