import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  OPERATOR_ROLES,
  OPERATOR_SORTS,
  OPERATOR_STATUSES,
  type OperatorAccount,
  type OperatorPage,
  type OperatorSecurity,
  type OperatorUpdateRequest,
} from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';

export const OPERATORS_PAGE_SIZE = 25;

/** The list's filters, sort and page as kept in the URL; anything odd falls back to the default. */
export const operatorsParamsSchema = z.object({
  q: z.string().max(32).optional().catch(undefined),
  role: z.enum(OPERATOR_ROLES).optional().catch(undefined),
  status: z.enum(OPERATOR_STATUSES).optional().catch(undefined),
  sort: z.enum(OPERATOR_SORTS).default('username').catch('username'),
  order: z.enum(['asc', 'desc']).default('asc').catch('asc'),
  page: z.coerce.number().int().min(1).default(1).catch(1),
});
export type OperatorsParams = z.output<typeof operatorsParamsSchema>;

/** The API's query of a page of the list. */
export function operatorsSearch(params: OperatorsParams): URLSearchParams {
  const search = new URLSearchParams({
    limit: String(OPERATORS_PAGE_SIZE),
    offset: String((params.page - 1) * OPERATORS_PAGE_SIZE),
    sort: params.sort,
    order: params.order,
  });
  for (const key of ['q', 'role', 'status'] as const) if (params[key]) search.set(key, String(params[key]));
  return search;
}

export const operatorsQuery = (params: OperatorsParams) =>
  queryOptions({
    queryKey: ['operators', params],
    queryFn: () => api<OperatorPage>(`${ADMIN_PATHS.operators}?${operatorsSearch(params)}`),
  });

export const securityQuery = queryOptions({
  queryKey: ['operator-security'],
  queryFn: () => api<OperatorSecurity>(ADMIN_PATHS.operatorSecurity),
});

const json = (method: string, body?: object): RequestInit => ({
  method,
  ...(body ? { body: JSON.stringify(body) } : {}),
});

export const updateOperator = (id: number, change: OperatorUpdateRequest) =>
  api<OperatorAccount>(`${ADMIN_PATHS.operators}/${id}`, json('PATCH', change));
export const resetTwoFactor = (id: number) =>
  api<OperatorAccount>(`${ADMIN_PATHS.operators}/${id}/two-factor`, json('DELETE'));
export const setSecurity = (value: OperatorSecurity) =>
  api<OperatorSecurity>(ADMIN_PATHS.operatorSecurity, json('PUT', value));
