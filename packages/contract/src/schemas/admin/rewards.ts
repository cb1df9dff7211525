import { z } from 'zod';
import { pageNoSchema, pageSizeSchema } from '../common';
import { promoIdSchema } from '../promotions';
import { rewardStatusSchema } from '../rewards';

/** The queue's order by the time of applying: newest first unless asked otherwise. */
export const REWARD_QUEUE_SORTS = ['newest', 'oldest'] as const;
export const adminRewardApplicationsQuerySchema = z.object({
  status: rewardStatusSchema.optional(),
  sort: z.enum(REWARD_QUEUE_SORTS).default('newest'),
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50),
});
export type AdminRewardApplicationsQuery = z.infer<typeof adminRewardApplicationsQuerySchema>;

export const adminRewardApplicationSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  status: rewardStatusSchema,
  remarks: z.string(),
  imageCount: z.number().int(),
  rewardMinor: z.number().int(),
  reviewNote: z.string(),
  reviewedBy: z.number().int().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type AdminRewardApplication = z.infer<typeof adminRewardApplicationSchema>;

export const adminRewardApplicationsResponseSchema = z.object({
  list: z.array(adminRewardApplicationSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});

const adminRewardImageSchema = z.object({
  id: z.number().int(),
  contentType: z.string(),
  bytes: z.number().int(),
  sequence: z.number().int(),
  /** Where the operator API streams it (operator token needed). */
  url: z.string(),
});
export const adminRewardApplicationDetailSchema = adminRewardApplicationSchema.extend({
  images: z.array(adminRewardImageSchema),
});
export type AdminRewardApplicationDetail = z.infer<typeof adminRewardApplicationDetailSchema>;

export const adminRewardImageParamsSchema = z.object({ id: promoIdSchema, imageId: promoIdSchema });

/** Largest reward an operator may credit at once: 1,000,000.00. */
const REWARD_MAX_MINOR = 100_000_000;
export const adminRewardReviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected']),
    reviewNote: z.string().trim().max(500).default(''),
    rewardMinor: z.number().int().min(0).max(REWARD_MAX_MINOR).default(0),
  })
  .refine((review) => review.status === 'approved' || review.rewardMinor === 0, {
    path: ['rewardMinor'],
    message: 'Only an approval credits a reward',
  })
  .refine((review) => review.status === 'approved' || review.reviewNote.length > 0, {
    path: ['reviewNote'],
    message: 'A rejection needs a reason',
  });
export type AdminRewardReview = z.infer<typeof adminRewardReviewSchema>;
export type AdminRewardReviewInput = z.input<typeof adminRewardReviewSchema>;
