import { queryOptions } from '@tanstack/react-query';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { api } from '../../lib/api';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditPage {
  rows: AuditEntryView[];
  /** The cursor of the next older page, when there is one. */
  olderBefore: number | null;
}

/** One page of the audit log, newest first: one row more than shown tells whether an older page exists. */
export function toPage(rows: AuditEntryView[], size = AUDIT_PAGE_SIZE): AuditPage {
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { rows: shown, olderBefore: rows.length > size && last ? last.id : null };
}

export function auditQuery(before: number | null) {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE + 1) });
  if (before) params.set('before', String(before));
  return queryOptions({
    queryKey: ['audit', before],
    queryFn: async () => toPage(await api<AuditEntryView[]>(`${ADMIN_PATHS.audit}?${params}`)),
  });
}

/** The page's cursor from the URL (`?before=<id>`): a positive whole number, else the newest page. */
export function beforeFromSearch(search: URLSearchParams): number | null {
  const value = Number(search.get('before'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A detail object as short `key: value` text for a table cell. */
export function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}
