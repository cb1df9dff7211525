import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { AuditEntryView, AuditKinds } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditPage {
  rows: AuditEntryView[];
  /** The cursor of the next older page, when there is one. */
  olderBefore: number | null;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const name = z.string().regex(/^[a-z0-9._-]{1,64}$/i);

/** The log's filters and cursor as kept in the URL; anything odd falls back to no filter. */
export const auditParamsSchema = z.object({
  operatorId: z.coerce.number().int().min(1).optional().catch(undefined),
  targetType: name.optional().catch(undefined),
  action: name.optional().catch(undefined),
  /** Days in the operator's own time zone, both included. */
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  before: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type AuditParams = z.output<typeof auditParamsSchema>;

/** One page of the audit log, newest first: one row more than shown tells whether an older page exists. */
export function toPage(rows: AuditEntryView[], size = AUDIT_PAGE_SIZE): AuditPage {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { rows: shown, olderBefore: rows.length > size && last ? last.id : null };
}

/** A local day's start as an instant; `next` gives the following day's (the end of an inclusive range). */
export function dayStart(date: string, next = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
}

/** The API's query for the URL's filters. */
export function auditSearch(params: AuditParams, size = AUDIT_PAGE_SIZE): URLSearchParams {
  const search = new URLSearchParams({ limit: String(size + 1) });
  if (params.before) search.set('before', String(params.before));
  if (params.operatorId) search.set('operatorId', String(params.operatorId));
  if (params.targetType) search.set('targetType', params.targetType);
  if (params.action) search.set('action', params.action);
  if (params.from) search.set('from', dayStart(params.from));
  if (params.to) search.set('to', dayStart(params.to, true));
  return search;
}

export function auditQuery(params: AuditParams) {
  return queryOptions({
    queryKey: ['audit', params],
    queryFn: async () => toPage(await api<AuditEntryView[]>(`${ADMIN_PATHS.audit}?${auditSearch(params)}`)),
  });
}

export const auditKindsQuery = queryOptions({
  queryKey: ['audit-kinds'],
  queryFn: () => api<AuditKinds>(ADMIN_PATHS.auditKinds),
});

/** A detail object as short `key: value` text for a table cell. */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

export interface ChangeRow {
  field: string;
  before: string | null;
  after: string;
}

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** An entry's detail as rows of a before/after table: the changed fields of an update, else the values kept. */
export function changeRows(detail: Record<string, unknown>): ChangeRow[] {
  const { before, after } = detail as { before?: unknown; after?: unknown };
  if (before && after && typeof before === 'object' && typeof after === 'object') {
    const was = before as Record<string, unknown>;
    return Object.entries(after as Record<string, unknown>).map(([field, value]) => ({
      field,
      before: shown(was[field]),
      after: shown(value),
    }));
  }
  return Object.entries(detail).map(([field, value]) => ({ field, before: null, after: shown(value) }));
}
