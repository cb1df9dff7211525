import { NON_AGENT_TYPES, type AdminMembersQuery, type MemberStatus } from '@lobby/contract/admin/members';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions, wallets } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';
import { containsPattern } from '../../lib/like';

const balance = sql<number>`coalesce(${wallets.balanceMinor}, 0)`;
const SORTS = {
  created: members.createdAt,
  lastLogin: members.lastLoginAt,
  balance,
  username: members.usernameKey,
} as const;

/** The search box: an exact id, else part of the username, mobile number or e-mail. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const text = or(
    ilike(members.username, pattern),
    ilike(members.mobileNum, pattern),
    ilike(sql`${members.countryDialingCode} || ${members.mobileNum}`, pattern),
    ilike(members.email, pattern),
  );
  return /^\d{1,9}$/.test(q) ? or(eq(members.id, Number(q)), text) : text;
}

function kindOf(kind: AdminMembersQuery['kind']): SQL | undefined {
  const nonAgent = inArray(members.type, [...NON_AGENT_TYPES]);
  if (kind === 'trial') return eq(members.trial, true);
  if (kind === 'player') return and(eq(members.trial, false), nonAgent);
  if (kind === 'agent') return and(eq(members.trial, false), not(nonAgent));
  return undefined;
}

export type MemberWithBalance = typeof members.$inferSelect & { balanceMinor: number };

/** Members of one merchant as operators read and change them (never another merchant's). */
export function createMemberAdminRepository(db: Db) {
  const select = () =>
    db
      .select({ member: members, balanceMinor: balance })
      .from(members)
      .leftJoin(wallets, eq(wallets.memberId, members.id));
  return {
    async search(merchantCode: string, query: AdminMembersQuery, offset: number) {
      const where = and(
        eq(members.merchantCode, merchantCode),
        searchOf(query.q),
        query.status ? eq(members.status, query.status) : undefined,
        kindOf(query.kind),
      );
      const [total] = await db.select({ n: count() }).from(members).where(where);
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await select()
        .where(where)
        .orderBy(sql`${direction(SORTS[query.sort])} nulls last`, desc(members.id))
        .limit(query.pageSize)
        .offset(offset);
      return {
        totalCount: total?.n ?? 0,
        rows: rows.map(({ member, balanceMinor }) => ({ ...member, balanceMinor: Number(balanceMinor) })),
      };
    },

    async byId(merchantCode: string, id: number): Promise<MemberWithBalance | undefined> {
      const [row] = await select().where(and(eq(members.merchantCode, merchantCode), eq(members.id, id)));
      return row && { ...row.member, balanceMinor: Number(row.balanceMinor) };
    },

    async liveSessions(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
      return row?.n ?? 0;
    },

    /** Newest first; the last 100 (older ones are history nobody acts on). */
    sessions(memberId: number) {
      return db.select().from(sessions).where(eq(sessions.memberId, memberId)).orderBy(desc(sessions.id)).limit(100);
    },

    /** Set the status; undefined when it already was (nothing to log). */
    async setStatus(tx: Tx, merchantCode: string, id: number, status: MemberStatus) {
      const [row] = await tx
        .update(members)
        .set({ status })
        .where(and(eq(members.merchantCode, merchantCode), eq(members.id, id), not(eq(members.status, status))))
        .returning({ id: members.id, username: members.username, status: members.status });
      return row;
    },

    /** End a member's live sessions (one, or all when sessionId is undefined); how many ended. */
    async revokeSessions(tx: Tx, memberId: number, reason: string, sessionId?: number): Promise<number> {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            sessionId === undefined ? undefined : eq(sessions.id, sessionId),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
export type MemberAdminRepository = ReturnType<typeof createMemberAdminRepository>;
