import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema/index';

/** A member's live sessions, as the security centre lists them. */
export function createMemberSessionsRepository(db: Db) {
  const live = (memberId: number) =>
    and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));
  return {
    async list(memberId: number) {
      return db
        .select({
          id: sessions.id,
          ip: sessions.ip,
          country: sessions.country,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(live(memberId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(100);
    },

    async countLive(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(sessions).where(live(memberId));
      return row?.n ?? 0;
    },

    /** End one of the member's own sessions; false when it is not theirs or already ended. */
    async revokeOwn(memberId: number, sessionId: number, reason: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), live(memberId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /** What the overview shows of the member row. */
    async accountOf(memberId: number) {
      const [row] = await db
        .select({
          hasPassword: sql<boolean>`${members.passwordHash} is not null`,
          passwordChangedAt: members.passwordChangedAt,
          hasPaymentPassword: sql<boolean>`${members.paymentPasswordHash} is not null`,
          email: members.email,
          countryDialingCode: members.countryDialingCode,
          mobileNum: members.mobileNum,
          mobileVerified: sql<boolean>`${members.mobileVerifiedAt} is not null`,
          emailVerified: sql<boolean>`${members.emailVerifiedAt} is not null`,
        })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },
  };
}
export type MemberSessionsRepository = ReturnType<typeof createMemberSessionsRepository>;
