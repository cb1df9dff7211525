import { z } from 'zod';
import { CONTENT_HTML_MAX, CONTENT_TITLE_MAX } from '../../constants/operators';
import { LANGUAGES } from '../../constants/languages';
import { pageNoSchema, pageSizeSchema } from '../common';
import { promotionImageSchema, promoIdSchema, requiredFlagSchema } from '../promotions';
import { CONTENT_STATUSES, sortOrderSchema } from './announcements';
export type { ContentStatus } from './announcements';

/** An image the operator links: our own media or an https address (never javascript: or data:). */
const promotionImageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/media\/[A-Za-z0-9._/-]+|https:\/\/[^\s"'<>]+)$/, 'A /media/ path or an https address');
const imageInputSchema = z.object({ url: promotionImageUrlSchema, sequence: z.number().int().min(1).max(20) });
/** Titles are plain text. */
const titleSchema = z
  .string()
  .trim()
  .min(1)
  .max(CONTENT_TITLE_MAX)
  .regex(/^[^<>]*$/, 'Plain text only');
const instantSchema = z.iso.datetime({ offset: true });

/** Create or replace a promotion (one language; translations point at the first with linkedPromotionId). */
export const adminPromotionBodySchema = z
  .object({
    language: z.enum(LANGUAGES),
    title: titleSchema,
    content: z.string().max(CONTENT_HTML_MAX),
    images: z.array(imageInputSchema).max(10).default([]),
    categoryIds: z.array(promoIdSchema).max(20).default([]),
    startDate: instantSchema,
    endDate: instantSchema.nullable().default(null),
    noExpiry: z.union([z.literal(0), z.literal(1)]).default(0),
    linkedPromotionId: promoIdSchema.nullable().default(null),
    imageRequired: requiredFlagSchema.default('N'),
    remarkRequired: requiredFlagSchema.default('N'),
    applicable: z.boolean().default(true),
    sort: z.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine((body, ctx) => {
    if (body.noExpiry === 0 && !body.endDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Required unless noExpiry is 1' });
    }
    if (body.endDate && Date.parse(body.endDate) <= Date.parse(body.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end must come after the start' });
    }
  });
export type AdminPromotionBody = z.infer<typeof adminPromotionBodySchema>;

export const adminPromotionSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  title: z.string(),
  content: z.string(),
  images: z.array(promotionImageSchema),
  categoryIds: z.array(z.number().int()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  linkedPromotionId: z.number().int().nullable(),
  /** The same promotion in other languages (its group: the first promotion and the ones linked to it). */
  versions: z.array(z.object({ id: z.number().int(), language: z.string(), title: z.string() })),
  imageRequired: requiredFlagSchema,
  remarkRequired: requiredFlagSchema,
  applicable: z.boolean(),
  sort: z.number().int(),
  /** Shown to players right now (started, not ended). */
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;
export const adminPromotionPageSchema = z.object({ list: z.array(adminPromotionSchema), totalCount: z.number().int() });

export const PROMOTION_SORTS = ['startDate', 'title', 'sort', 'updatedAt'] as const;
export const adminPromotionsQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
  language: z.enum(LANGUAGES).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** Promotions listed in this category. */
  categoryId: promoIdSchema.optional(),
  /** Ties break by id, newest first. */
  sort: z.enum(PROMOTION_SORTS).default('sort'),
  order: sortOrderSchema.default('asc'),
});
export type AdminPromotionsQuery = z.infer<typeof adminPromotionsQuerySchema>;

/** A removed promotion is deleted; one with reward applications is ended now instead (the claims keep it). */
export const adminPromotionRemovedSchema = z.object({ removed: z.enum(['deleted', 'ended']) });

const categoryNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[^<>]*$/, 'Plain text only');
export const adminPromotionCategoryBodySchema = z.object({
  /** A name per language; at least one. */
  names: z
    .partialRecord(z.enum(LANGUAGES), categoryNameSchema)
    .refine((names) => Object.keys(names).length > 0, 'At least one language'),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type AdminPromotionCategoryBody = z.infer<typeof adminPromotionCategoryBodySchema>;
export const adminPromotionCategorySchema = z.object({
  id: z.number().int(),
  names: z.record(z.string(), z.string()),
  sort: z.number().int(),
});
export const adminPromotionCategoryListSchema = z.array(adminPromotionCategorySchema);
export const adminPromotionCategoryDeletedSchema = z.object({ deleted: z.literal(true) });
