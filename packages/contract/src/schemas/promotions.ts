import { z } from 'zod';
import { lobbyQueryBase } from './common';

/** A row id as the API sends it (PostgreSQL integer range). */
export const promoIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
/** The spec's yes/no fields (imageRequired, remarkRequired). */
export const requiredFlagSchema = z.enum(['Y', 'N']);

/** An image of a promotion; sequence 1 is the main image. */
export const promotionImageSchema = z.object({ url: z.string(), sequence: z.number().int() });

const promotionCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export const promotionCategoriesResponseSchema = z.array(promotionCategorySchema);
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;
export const promotionCategoriesQuerySchema = z.object({ ...lobbyQueryBase });

/** A published promotion (spec accounts §3), in the language asked for. */
export const promotionSchema = z.object({
  id: z.number().int(),
  /** The same promotion in another language points at one id (null on that one). */
  linkedPromotionId: z.number().int().nullable(),
  title: z.string(),
  /** HTML, sanitised when stored; render it through the shared safe-HTML component only. */
  content: z.string(),
  startDate: z.string(),
  /** Null when the promotion has no end date (noExpiry 1). */
  endDate: z.string().nullable(),
  /** 1: runs until taken down ('start-long term'). */
  noExpiry: z.union([z.literal(0), z.literal(1)]),
  promoAnnouncementCategoryIds: z.array(z.number().int()),
  announcementImages: z.array(promotionImageSchema),
  imageRequired: requiredFlagSchema,
  remarkRequired: requiredFlagSchema,
  /** Whether members may apply for a reward from it. */
  applicable: z.boolean(),
  /** The signed-in member joined it (always false for visitors). */
  joined: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionsResponseSchema = z.array(promotionSchema);

export const promotionsQuerySchema = z.object({ ...lobbyQueryBase, categoryId: promoIdSchema.optional() });
export const promotionDetailQuerySchema = z.object({ ...lobbyQueryBase });
export const promotionIdParamSchema = z.object({ id: promoIdSchema });

export const promotionJoinResponseSchema = z.object({ joined: z.literal(true) });
