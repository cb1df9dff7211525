import { queryOptions } from '@tanstack/react-query';
import { dashboardRangeSchema, type DashboardRange, type DashboardResponse } from '@lobby/contract/admin/dashboard';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { z } from 'zod';
import { api } from '../../lib/api';

/** The dashboard's URL state: the period shown. */
export const dashboardParamsSchema = z.object({ range: dashboardRangeSchema.catch('7d').default('7d') });

export function dashboardQuery(range: DashboardRange) {
  return queryOptions({
    queryKey: ['dashboard', range],
    queryFn: () => api<DashboardResponse>(`${ADMIN_PATHS.dashboard}?range=${range}`),
  });
}

/**
 * A 2-decimal amount as a number, for drawing only: a chart needs numbers, and a day's sum stays far
 * inside a double's exact range. Every figure a reader sees is formatted from the string.
 */
export function plotted(amount: string): number {
  return Number(amount);
}
