import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { PROVIDER_WALLET_PATHS } from '@lobby/contract/core';
import type { ProviderConnectionView, ProviderReport } from '@lobby/contract/provider-wallet';
import { api } from '../../lib/api';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The report's filters as kept in the URL; anything odd falls back to the last seven days. */
export const reportParamsSchema = z.object({
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  providerCode: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional()
    .catch(undefined),
});
export type ReportParams = z.output<typeof reportParamsSchema>;

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The days asked for: the URL's, else the last seven days (today included). */
export function reportRange(params: ReportParams, now = new Date()): { from: string; to: string } {
  const to = params.to ?? isoDay(now);
  const from = params.from ?? isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6));
  return from <= to ? { from, to } : { from: to, to: from };
}

export function reportQuery(params: ReportParams) {
  const range = reportRange(params);
  const search = new URLSearchParams(range);
  if (params.providerCode) search.set('providerCode', params.providerCode);
  return queryOptions({
    queryKey: ['provider-report', range, params.providerCode ?? null],
    queryFn: () => api<ProviderReport>(`${PROVIDER_WALLET_PATHS.report}?${search}`),
  });
}

export const connectionsQuery = queryOptions({
  queryKey: ['provider-connections'],
  queryFn: async () => (await api<{ items: ProviderConnectionView[] }>(PROVIDER_WALLET_PATHS.connections)).items,
});
