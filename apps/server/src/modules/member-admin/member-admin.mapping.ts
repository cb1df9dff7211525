import {
  NON_AGENT_TYPES,
  type AdminLedgerEntry,
  type AdminMemberRow,
  type AdminMemberSession,
  type MemberKind,
} from '@lobby/contract/admin/members';
import { formatMinor } from '@lobby/contract/games';
import type { ledgerEntries, sessions } from '../../db/schema/index';
import type { MemberWithBalance } from './member-admin.repository';
import { toCsv } from '../../lib/csv';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function kindOf(row: { type: number; trial: boolean }): MemberKind {
  if (row.trial) return 'trial';
  return (NON_AGENT_TYPES as readonly number[]).includes(row.type) ? 'player' : 'agent';
}

export function toMemberRow(row: MemberWithBalance): AdminMemberRow {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    kind: kindOf(row),
    status: row.status,
    email: row.email,
    countryDialingCode: row.countryDialingCode,
    mobileNum: row.mobileNum,
    mobileVerified: row.mobileNum !== '' && row.mobileVerifiedAt !== null,
    emailVerified: row.email !== '' && row.emailVerifiedAt !== null,
    balance: formatMinor(row.balanceMinor),
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
  };
}

export function toSession(row: typeof sessions.$inferSelect, now = Date.now()): AdminMemberSession {
  return {
    id: row.id,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    revokeReason: row.revokeReason,
    live: !row.revokedAt && row.expiresAt.getTime() > now,
  };
}

export function toLedgerEntry(row: typeof ledgerEntries.$inferSelect): AdminLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: formatMinor(row.amountMinor),
    balanceAfter: formatMinor(row.balanceAfterMinor),
    reference: row.reference,
    gameType: row.gameType,
    createdAt: row.createdAt.toISOString(),
  };
}

const CSV_COLUMNS = ['id', 'createdAt', 'kind', 'amount', 'balanceAfter', 'reference', 'gameType'] as const;

/** The ledger as CSV (RFC 4180, CRLF), a header row first. */
export function ledgerCsv(entries: AdminLedgerEntry[]): string {
  return toCsv(CSV_COLUMNS, entries, (entry, key) => entry[key as (typeof CSV_COLUMNS)[number]]);
}
