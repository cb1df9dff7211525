import { queryOptions } from '@tanstack/react-query';
import { FEEDBACK_SORTS, type AdminFeedbackDetail, type AdminFeedbackPage } from '@lobby/contract/admin/feedback';
import { API_PATHS, ADMIN_PATHS } from '@lobby/contract/core';
import { FEEDBACK_STATUSES, type FeedbackOptions } from '@lobby/contract/feedback';
import { z } from 'zod';
import { api } from '../../lib/api';

export const FEEDBACK_PAGE_SIZE = 20;

/** The queue's URL state: status (awaiting a reply unless chosen), category, member, order and page. */
export const feedbackParamsSchema = z.object({
  status: z
    .enum([...FEEDBACK_STATUSES, 'all'])
    .catch('open')
    .default('open'),
  category: z.string().max(32).optional().catch(undefined),
  username: z.string().max(64).optional().catch(undefined),
  sort: z.enum(FEEDBACK_SORTS).catch('createdAt').default('createdAt'),
  order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});
export type FeedbackParams = z.infer<typeof feedbackParamsSchema>;

export function feedbackListQuery({ status, category, username, sort, order, page }: FeedbackParams) {
  const search = new URLSearchParams({ sort, order, pageNo: String(page), pageSize: String(FEEDBACK_PAGE_SIZE) });
  if (status !== 'all') search.set('status', status);
  if (category) search.set('category', category);
  if (username) search.set('username', username);
  return queryOptions({
    queryKey: ['feedback', status, category ?? '', username ?? '', sort, order, page],
    queryFn: () => api<AdminFeedbackPage>(`${ADMIN_PATHS.feedback}?${search}`),
  });
}

export function feedbackDetailQuery(id: number) {
  return queryOptions({
    queryKey: ['feedback', 'detail', id],
    queryFn: () => api<AdminFeedbackDetail>(`${ADMIN_PATHS.feedback}/${id}`),
  });
}

/** The site's categories with their words, as members see them (the public form options). */
export function feedbackCategoriesQuery(language: string) {
  return queryOptions({
    queryKey: ['feedback', 'categories', language],
    queryFn: () => api<FeedbackOptions>(`${API_PATHS.feedbackOptions}?language=${language}`),
    staleTime: 5 * 60_000,
  });
}

/** The reply form: the contract's bounds, the words of its one rule. */
export const replyFormSchema = z.object({
  reply: z.string().trim().min(1, 'feedback.replyRequired').max(2000),
});
export type ReplyForm = z.infer<typeof replyFormSchema>;
