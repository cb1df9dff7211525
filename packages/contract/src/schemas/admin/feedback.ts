import { z } from 'zod';
import { FEEDBACK_REPLY_MAX_CHARS, FEEDBACK_WORDS_CEILING } from '../../constants/feedback';
import { languageSchema, pageNoSchema, pageSizeSchema } from '../common';
import { feedbackCategoryCodeSchema, feedbackStatusSchema, plainTextSchema } from '../feedback';
import { usernameInput } from '../fields';
import { sortOrderSchema } from './announcements';

/** The queue: open first is a filter, not an order; by default newest first, ties by id. */
export const FEEDBACK_SORTS = ['createdAt', 'repliedAt'] as const;
export const adminFeedbackQuerySchema = z.object({
  status: feedbackStatusSchema.optional(),
  category: feedbackCategoryCodeSchema.optional(),
  /** One member's feedback (exact username, any case). */
  username: usernameInput.optional(),
  sort: z.enum(FEEDBACK_SORTS).default('createdAt'),
  order: sortOrderSchema.default('desc'),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;

export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  category: z.string(),
  content: z.string(),
  imageCount: z.number().int(),
  status: feedbackStatusSchema,
  reply: z.string().nullable(),
  /** The operator who replied (their username), null while open or when that operator is gone. */
  repliedBy: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackPageSchema = z.object({
  list: z.array(adminFeedbackSchema),
  totalCount: z.number().int(),
});
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;

export const adminFeedbackImageSchema = z.object({
  id: z.number().int(),
  contentType: z.string(),
  bytes: z.number().int(),
  sequence: z.number().int(),
  /** Where the operator API streams it (operator token needed). */
  url: z.string(),
});
export const adminFeedbackDetailSchema = adminFeedbackSchema.extend({ images: z.array(adminFeedbackImageSchema) });
export type AdminFeedbackDetail = z.infer<typeof adminFeedbackDetailSchema>;

const idSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const adminFeedbackImageParamsSchema = z.object({ id: idSchema, imageId: idSchema });

/** The operator's answer; it lands in the member's inbox. Plain text. */
export const adminFeedbackReplySchema = z.object({
  reply: plainTextSchema(FEEDBACK_REPLY_MAX_CHARS).trim().min(1),
});
export type AdminFeedbackReply = z.infer<typeof adminFeedbackReplySchema>;

/** The site's feedback form: its categories (a label per language; one is enough), word bounds and pictures. */
export const feedbackSettingsSchema = z
  .object({
    categories: z
      .array(
        z.object({
          code: feedbackCategoryCodeSchema,
          labels: z.partialRecord(languageSchema, z.string().trim().min(1).max(40)),
        }),
      )
      .min(1)
      .max(20),
    minWords: z.number().int().min(1).max(FEEDBACK_WORDS_CEILING),
    maxWords: z.number().int().min(1).max(FEEDBACK_WORDS_CEILING),
    /** Whether members may attach pictures (up to 3); on unless the site says otherwise. */
    pictures: z.boolean().default(true),
  })
  .superRefine((settings, ctx) => {
    if (settings.minWords > settings.maxWords) {
      ctx.addIssue({ code: 'custom', path: ['maxWords'], message: 'At least the minimum' });
    }
    const codes = settings.categories.map((category) => category.code);
    if (new Set(codes).size !== codes.length) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Each code once' });
    }
    settings.categories.forEach((category, index) => {
      if (Object.keys(category.labels).length === 0) {
        ctx.addIssue({ code: 'custom', path: ['categories', index, 'labels'], message: 'At least one label' });
      }
    });
  });
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;
