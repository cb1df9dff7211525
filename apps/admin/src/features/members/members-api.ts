import { queryOptions } from '@tanstack/react-query';
import type {
  AdminAdjustment,
  AdminAdjustmentRequest,
  AdminLedgerPage,
  AdminMember,
  AdminMemberNote,
  AdminMemberReward,
  AdminMemberRound,
  AdminMemberSession,
  AdminMembersPage,
  MemberStatus,
} from '@lobby/contract/admin/members';
import type { AdminMemberRg } from '@lobby/contract/admin/responsible-gaming';
import { ADMIN_PATHS } from '@lobby/contract/core';
import type { LedgerKind } from '@lobby/contract/wallet';
import { api } from '../../lib/api';
import type { MembersParams } from './list-params';

export interface Paged<T> {
  list: T[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

/** A query string of the set values only. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

const memberPath = (id: number) => `${ADMIN_PATHS.members}/${id}`;
const json = (method: string, body?: unknown): RequestInit => ({
  method,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

export const membersQuery = (params: MembersParams) =>
  queryOptions({
    queryKey: ['members', params],
    queryFn: () =>
      api<AdminMembersPage>(
        `${ADMIN_PATHS.members}?${queryString({
          q: params.q,
          status: params.status,
          kind: params.kind,
          sort: params.sort,
          order: params.order,
          pageNo: params.page,
          pageSize: MEMBERS_PAGE_SIZE,
        })}`,
      ),
  });
export const MEMBERS_PAGE_SIZE = 20;
export const TAB_PAGE_SIZE = 15;

export const memberQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: ['member', id, 'profile', language],
    queryFn: () => api<AdminMember>(`${memberPath(id)}?language=${language}`),
  });

export const responsibleGamingQuery = (id: number) =>
  queryOptions({
    queryKey: ['member', id, 'responsible-gaming'],
    queryFn: () => api<AdminMemberRg>(`${memberPath(id)}/responsible-gaming`),
  });

export const sessionsQuery = (id: number) =>
  queryOptions({
    queryKey: ['member', id, 'sessions'],
    queryFn: () => api<AdminMemberSession[]>(`${memberPath(id)}/sessions`),
  });

export const ledgerQuery = (id: number, kind: LedgerKind | undefined, page: number) =>
  queryOptions({
    queryKey: ['member', id, 'ledger', kind, page],
    queryFn: () =>
      api<AdminLedgerPage>(`${memberPath(id)}/ledger?${queryString({ kind, pageNo: page, pageSize: TAB_PAGE_SIZE })}`),
  });

/** Where the ledger's CSV is (same filter as the table). */
export const ledgerCsvPath = (id: number, kind: LedgerKind | undefined) =>
  `${memberPath(id)}/ledger.csv?${queryString({ kind })}`;

export const roundsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['member', id, 'rounds', page],
    queryFn: () =>
      api<Paged<AdminMemberRound>>(
        `${memberPath(id)}/rounds?${queryString({ pageNo: page, pageSize: TAB_PAGE_SIZE })}`,
      ),
  });

export const rewardsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['member', id, 'rewards', page],
    queryFn: () =>
      api<Paged<AdminMemberReward>>(
        `${memberPath(id)}/reward-applications?${queryString({ pageNo: page, pageSize: TAB_PAGE_SIZE })}`,
      ),
  });

export const notesQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['member', id, 'notes', page],
    queryFn: () =>
      api<Paged<AdminMemberNote>>(`${memberPath(id)}/notes?${queryString({ pageNo: page, pageSize: TAB_PAGE_SIZE })}`),
  });

export const setStatus = (id: number, status: MemberStatus) =>
  api<{ status: MemberStatus }>(`${memberPath(id)}/status`, json('PUT', { status }));
export const revokeSessions = (id: number, sessionId?: number) =>
  api<{ revoked: number }>(`${memberPath(id)}/sessions${sessionId ? `/${sessionId}` : ''}`, json('DELETE'));
export const addNote = (id: number, text: string) =>
  api<AdminMemberNote>(`${memberPath(id)}/notes`, json('POST', { text }));
export const adjustBalance = (id: number, request: AdminAdjustmentRequest) =>
  api<AdminAdjustment>(`${memberPath(id)}/adjustments`, json('POST', request));
