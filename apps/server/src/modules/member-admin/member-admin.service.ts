import {
  LEDGER_CSV_MAX_ROWS,
  amountToMinor,
  type AdminAdjustment,
  type AdminAdjustmentRequest,
  type AdminMember,
  type AdminMembersQuery,
  type MemberStatus,
} from '@lobby/contract/admin/members';
import { formatMinor } from '@lobby/contract/games';
import type { PlayerRank } from '@lobby/contract/ranks';
import type { LedgerKind } from '@lobby/contract/wallet';
import { ApiError } from '../../lib/envelope';
import { pageWindow } from '../../lib/paging';
import type { Actor } from '../audit/audit.repository';
import { UNPUBLISHED, type AuditedWrites } from '../audit/audited-write';
import { InsufficientBalance } from '../wallet/wallet.repository';
import { kindOf, ledgerCsv, toLedgerEntry, toMemberRow, toSession } from './member-admin.mapping';
import type { MemberAdminRepository } from './member-admin.repository';
import type { MemberRecordsRepository, Slice } from './member-records.repository';

export interface MemberAdminDeps {
  members: MemberAdminRepository;
  records: MemberRecordsRepository;
  audited: AuditedWrites;
  /** Drop this instance's cached sessions of a member (auth module). */
  forgetSessions: (memberId: number) => Promise<void>;
  rankOf: (merchantCode: string, memberId: number, language: string) => Promise<PlayerRank>;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A page of `totalCount` items: the window, and the slice to fetch. */
async function paged<R, T>(
  paging: Paging,
  fetch: (slice: Slice) => Promise<{ totalCount: number; rows: R[] }>,
  map: (row: R) => T,
) {
  const offset = (paging.pageNo - 1) * paging.pageSize;
  const { totalCount, rows } = await fetch({ offset, limit: paging.pageSize });
  const { pageNum, totalPages } = pageWindow(totalCount, paging.pageNo, paging.pageSize);
  return { list: rows.map(map), pageNum, totalPages, totalCount };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Members as operators of one merchant manage them; every change is audited, none reaches another merchant. */
export function createMemberAdminService({ members, records, audited, forgetSessions, rankOf }: MemberAdminDeps) {
  async function member(merchantCode: string, id: number) {
    const row = await members.byId(merchantCode, id);
    if (!row) throw new ApiError('resource.not.found');
    return row;
  }

  return {
    async search(merchantCode: string, query: AdminMembersQuery) {
      const offset = (query.pageNo - 1) * query.pageSize;
      const { totalCount, rows } = await members.search(merchantCode, query, offset);
      const { pageNum, totalPages } = pageWindow(totalCount, query.pageNo, query.pageSize);
      return { list: rows.map(toMemberRow), pageNum, totalPages, totalCount };
    },

    async profile(merchantCode: string, id: number, language: string): Promise<AdminMember> {
      const row = await member(merchantCode, id);
      const [rank, liveSessions] = await Promise.all([rankOf(merchantCode, id, language), members.liveSessions(id)]);
      const { profile } = row;
      return {
        ...toMemberRow(row),
        kind: kindOf(row),
        trial: row.trial,
        birthday: row.birthday,
        payeeName: profile.payeeName ?? '',
        idNumber: profile.idNumber ?? '',
        qqNum: profile.qqNum ?? '',
        facebook: profile.facebook ?? '',
        wechat: profile.wechat ?? '',
        line: profile.line ?? '',
        whatsapp: profile.whatsapp ?? '',
        zalo: profile.zalo ?? '',
        invitationCode: row.invitationCode,
        affiliateMemberId: row.affiliateMemberId,
        recommenderId: row.recommenderId,
        registerMethod: row.registerMethod,
        registerUrl: row.registerUrl,
        rank: rank.playerRankProgress,
        liveSessions,
      };
    },

    /** Enable or disable; a disabled member's sessions end in the same transaction and this instance forgets them. */
    async setStatus(actor: Actor, id: number, status: MemberStatus): Promise<{ status: MemberStatus }> {
      await member(actor.merchantCode, id);
      await audited.write(
        actor,
        async ({ tx, merchantCode }) => {
          const changed = await members.setStatus(tx, merchantCode, id, status);
          const ended = changed && status === 'disabled' ? await members.revokeSessions(tx, id, 'disabled') : 0;
          return changed && { ...changed, ended };
        },
        (changed) =>
          changed && {
            action: status === 'disabled' ? 'member.disable' : 'member.enable',
            targetType: 'member',
            targetId: id,
            detail: { username: changed.username, status, sessionsEnded: changed.ended },
          },
        UNPUBLISHED,
      );
      await forgetSessions(id);
      return { status };
    },

    async sessions(merchantCode: string, id: number) {
      await member(merchantCode, id);
      const now = Date.now();
      return (await members.sessions(id)).map((row) => toSession(row, now));
    },

    /** End one session (sessionId) or all; logged only when something ended. */
    async revoke(actor: Actor, id: number, sessionId?: number): Promise<{ revoked: number }> {
      const row = await member(actor.merchantCode, id);
      const revoked = await audited.write(
        actor,
        ({ tx }) => members.revokeSessions(tx, id, 'operator', sessionId),
        (ended) =>
          ended > 0
            ? {
                action: 'member.sessions.revoke',
                targetType: 'member',
                targetId: id,
                detail: { username: row.username, sessionId: sessionId ?? 'all', ended },
              }
            : undefined,
        UNPUBLISHED,
      );
      await forgetSessions(id);
      return { revoked };
    },

    async ledger(merchantCode: string, id: number, kind: LedgerKind | undefined, paging: Paging) {
      const row = await member(merchantCode, id);
      const page = await paged(paging, (slice) => records.ledger(id, kind, slice), toLedgerEntry);
      return { ...page, balance: formatMinor(row.balanceMinor) };
    },

    /** The ledger (same filter) as CSV, newest first, at most LEDGER_CSV_MAX_ROWS rows. */
    async ledgerCsv(merchantCode: string, id: number, kind: LedgerKind | undefined) {
      const row = await member(merchantCode, id);
      const { rows } = await records.ledger(id, kind, { offset: 0, limit: LEDGER_CSV_MAX_ROWS });
      return { username: row.username, csv: ledgerCsv(rows.map(toLedgerEntry)) };
    },

    async rounds(merchantCode: string, id: number, paging: Paging) {
      await member(merchantCode, id);
      return paged(
        paging,
        (slice) => records.rounds(id, slice),
        (round) => ({
          id: round.id,
          roundId: round.roundId,
          gameType: round.gameType,
          engine: round.engine,
          mode: round.mode,
          stake: formatMinor(round.stakeMinor),
          payout: formatMinor(round.payoutMinor),
          balanceAfter: formatMinor(round.balanceAfterMinor),
          createdAt: round.createdAt.toISOString(),
        }),
      );
    },

    async rewards(merchantCode: string, id: number, paging: Paging) {
      await member(merchantCode, id);
      return paged(
        paging,
        (slice) => records.rewards(id, slice),
        (reward) => ({
          id: reward.id,
          promotionTitle: reward.promotionTitle,
          status: reward.status,
          reward: formatMinor(reward.rewardMinor),
          createdAt: reward.createdAt.toISOString(),
          reviewedAt: iso(reward.reviewedAt),
        }),
      );
    },

    async notes(merchantCode: string, id: number, paging: Paging) {
      await member(merchantCode, id);
      return paged(
        paging,
        (slice) => records.notes(id, slice),
        (note) => ({ ...note, createdAt: note.createdAt.toISOString() }),
      );
    },

    async addNote(actor: Actor, id: number, text: string) {
      await member(actor.merchantCode, id);
      const note = await audited.create(
        actor,
        'member.note',
        ({ tx, merchantCode }) =>
          records.addNote(tx, { merchantCode, memberId: id, operatorId: actor.operatorId, text }),
        (row) => ({ memberId: row.memberId, text: row.text }),
        UNPUBLISHED,
      );
      return {
        id: note.id,
        text: note.text,
        authorId: note.operatorId,
        authorName: null,
        createdAt: note.createdAt.toISOString(),
      };
    },

    adjust: (actor: Actor, id: number, request: AdminAdjustmentRequest) => adjust(actor, id, request),
  };

  /**
   * A manual credit or debit: one ledger row under the client's key and its audit row, in one
   * transaction. The same key again answers the first result and moves nothing; the same key with
   * another amount is refused. A debit past zero is refused and leaves nothing behind.
   */
  async function adjust(actor: Actor, id: number, request: AdminAdjustmentRequest): Promise<AdminAdjustment> {
    await member(actor.merchantCode, id);
    const amountMinor = amountToMinor(request.amount) * (request.direction === 'debit' ? -1 : 1);
    const reference = `operator:${request.idempotencyKey}`;
    try {
      return await audited.write(
        actor,
        async ({ tx, merchantCode }) => {
          const earlier = await records.adjustment(tx, id, reference);
          if (earlier && earlier.amountMinor !== amountMinor) throw new ApiError('adjustment.key.reused');
          const { balanceMinor, applied } = earlier
            ? { balanceMinor: earlier.balanceAfterMinor, applied: false }
            : await records.adjust(tx, merchantCode, id, amountMinor, reference);
          const entry = earlier ?? (await records.adjustment(tx, id, reference));
          return {
            entryId: entry?.id ?? 0,
            applied,
            amount: formatMinor(amountMinor),
            balance: formatMinor(balanceMinor),
          };
        },
        (result) =>
          result.applied
            ? {
                action: `member.${request.direction}`,
                targetType: 'member',
                targetId: id,
                detail: {
                  amount: result.amount,
                  reason: request.reason,
                  reference,
                  ledgerEntryId: result.entryId,
                  balance: result.balance,
                },
              }
            : undefined,
        UNPUBLISHED,
      );
    } catch (error) {
      if (error instanceof InsufficientBalance) throw new ApiError('wallet.insufficient');
      throw error;
    }
  }
}
export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
