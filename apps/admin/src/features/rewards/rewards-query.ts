import { queryOptions } from '@tanstack/react-query';
import type { adminRewardApplicationsResponseSchema } from '@lobby/contract/admin/rewards';
import {
  adminRewardReviewSchema,
  REWARD_QUEUE_SORTS,
  type AdminRewardApplicationDetail,
} from '@lobby/contract/admin/rewards';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { rewardStatusSchema } from '@lobby/contract/rewards';
import { z } from 'zod';
import { api } from '../../lib/api';

export const REWARDS_PAGE_SIZE = 20;

/** The queue's URL state: status filter (pending unless chosen), order and page. */
export const rewardsParamsSchema = z.object({
  status: z
    .enum([...rewardStatusSchema.options, 'all'])
    .catch('pending')
    .default('pending'),
  sort: z.enum(REWARD_QUEUE_SORTS).catch('newest').default('newest'),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export type RewardsParams = z.infer<typeof rewardsParamsSchema>;

export type RewardsPage = z.infer<typeof adminRewardApplicationsResponseSchema>;

export function rewardsQuery({ status, sort, page }: RewardsParams) {
  const search = new URLSearchParams({ sort, pageNo: String(page), pageSize: String(REWARDS_PAGE_SIZE) });
  if (status !== 'all') search.set('status', status);
  return queryOptions({
    queryKey: ['rewards', status, sort, page],
    queryFn: () => api<RewardsPage>(`${ADMIN_PATHS.rewardApplications}?${search}`),
  });
}

export function rewardQuery(id: number) {
  return queryOptions({
    queryKey: ['rewards', 'detail', id],
    queryFn: () => api<AdminRewardApplicationDetail>(`${ADMIN_PATHS.rewardApplications}/${id}`),
  });
}

/** "25", "25.5" or "25.50" as minor units without a float; empty is no reward. */
export function toMinor(amount: string): number | null {
  if (amount.trim() === '') return 0;
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The review form: the amount typed as decimal text, turned into the contract's review. */
export const reviewFormSchema = z
  .object({ status: z.enum(['approved', 'rejected']), reviewNote: z.string(), amount: z.string() })
  .superRefine((form, context) => {
    if (toMinor(form.amount) === null)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'rewards.invalidAmount' });
    if (form.status === 'rejected' && form.reviewNote.trim() === '')
      context.addIssue({ code: 'custom', path: ['reviewNote'], message: 'rewards.reasonRequired' });
  })
  // The contract's own rules run last (its limits, the reward only on approval).
  .transform((form) =>
    adminRewardReviewSchema.parse({
      status: form.status,
      reviewNote: form.reviewNote,
      rewardMinor: form.status === 'approved' ? (toMinor(form.amount) ?? 0) : 0,
    }),
  );
export type ReviewForm = z.input<typeof reviewFormSchema>;
