import { z } from 'zod';
import { REWARD_APPLICATION_STATUSES, REWARD_REMARKS_MAX } from '../constants/rewards';
import { pageNoSchema, pageSizeSchema } from './common';
import { promoIdSchema } from './promotions';

export const REWARD_APPLICATIONS_PAGE_SIZE = 20;

/** The client's id of one submission: every retry of it sends the same key. */
const rewardRequestKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, dash and underscore');

/** Remarks are plain text: any script, line breaks allowed, no other control characters. */
const rewardRemarksSchema = z
  .string()
  .max(REWARD_REMARKS_MAX)
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Plain text only');

/** The text fields of the multipart reward request (the pictures travel as files `pictures`). */
export const rewardApplicationFieldsSchema = z.object({
  promotionId: promoIdSchema,
  remarks: rewardRemarksSchema.default(''),
  requestKey: rewardRequestKeySchema,
});
export type RewardApplicationFields = z.infer<typeof rewardApplicationFieldsSchema>;

export const rewardStatusSchema = z.enum(REWARD_APPLICATION_STATUSES);

/** A member's reward application as the member sees it. */
export const rewardApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionTitle: z.string(),
  status: rewardStatusSchema,
  remarks: z.string(),
  imageCount: z.number().int(),
  /** Credited on approval, 2 decimals ("0.00" when none). */
  reward: z.string(),
  reviewNote: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type RewardApplication = z.infer<typeof rewardApplicationSchema>;

export const rewardApplicationsQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(REWARD_APPLICATIONS_PAGE_SIZE),
});
export const rewardApplicationsResponseSchema = z.object({
  list: z.array(rewardApplicationSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
});
export type RewardApplicationsPage = z.infer<typeof rewardApplicationsResponseSchema>;
