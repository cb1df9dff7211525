import { DEPOSIT_QUEUE_SORTS } from '@lobby/contract/admin/cashier';
import { WITHDRAWAL_QUEUE_SORTS } from '@lobby/contract/admin/withdrawals';
import { DEPOSIT_STATUSES } from '@lobby/contract/deposits';
import { WITHDRAWAL_STATUSES } from '@lobby/contract/withdrawals';
import { z } from 'zod';

export const QUEUE_PAGE_SIZE = 20;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The filters both queues share; anything odd in a hand-edited URL falls back to no filter. */
const common = {
  channelId: z.coerce.number().int().positive().optional().catch(undefined),
  username: z.string().trim().min(1).max(64).optional().catch(undefined),
  /** Days in the site's time zone, both included. */
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page: z.coerce.number().int().min(1).catch(1).default(1),
};

/** The deposit queue in the URL: the pending orders, newest first, unless chosen otherwise. */
export const depositParamsSchema = z.object({
  status: z
    .enum([...DEPOSIT_STATUSES, 'all'])
    .catch('pending')
    .default('pending'),
  sort: z.enum(DEPOSIT_QUEUE_SORTS).catch('createdAt').default('createdAt'),
  ...common,
});
export type DepositParams = z.output<typeof depositParamsSchema>;

export const withdrawalParamsSchema = z.object({
  status: z
    .enum([...WITHDRAWAL_STATUSES, 'all'])
    .catch('pending')
    .default('pending'),
  sort: z.enum(WITHDRAWAL_QUEUE_SORTS).catch('createdAt').default('createdAt'),
  ...common,
});
export type WithdrawalParams = z.output<typeof withdrawalParamsSchema>;

/** What either queue keeps in the URL. */
export type QueueParams = DepositParams | WithdrawalParams;

/** The API's query for the URL's state: one page of JSON, or every matching row as CSV. */
export function queueSearch(params: QueueParams, format: 'json' | 'csv' = 'json'): URLSearchParams {
  const search = new URLSearchParams({ sort: params.sort, order: params.order });
  if (params.status !== 'all') search.set('status', params.status);
  if (params.channelId) search.set('channelId', String(params.channelId));
  if (params.username) search.set('username', params.username);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (format === 'csv') search.set('format', 'csv');
  else {
    search.set('pageNo', String(params.page));
    search.set('pageSize', String(QUEUE_PAGE_SIZE));
  }
  return search;
}
