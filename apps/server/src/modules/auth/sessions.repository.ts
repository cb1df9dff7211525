import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema/index';

export interface SessionRecord {
  id: number;
  merchantCode: string;
  memberId: number;
  ttlMinutes: number;
  expiresAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  lastSeenAt: Date;
  username: string;
  type: number;
  trial: boolean;
  status: string;
}

export function createSessionsRepository(db: Db) {
  return {
    async insert(row: typeof sessions.$inferInsert): Promise<number> {
      const [created] = await db.insert(sessions).values(row).returning({ id: sessions.id });
      if (!created) throw new Error('session insert returned nothing');
      return created.id;
    },

    async findByTokenHash(tokenHash: string): Promise<SessionRecord | undefined> {
      const [row] = await db
        .select({
          id: sessions.id,
          merchantCode: sessions.merchantCode,
          memberId: sessions.memberId,
          ttlMinutes: sessions.ttlMinutes,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          revokeReason: sessions.revokeReason,
          lastSeenAt: sessions.lastSeenAt,
          username: members.username,
          type: members.type,
          trial: members.trial,
          status: members.status,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    async touch(id: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, id));
    },

    async extend(id: number, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ expiresAt })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    async revoke(id: number, reason: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },

    /** End every live session of a member, except one (the one changing its password). */
    async revokeMember(memberId: number, reason: string, exceptId?: number): Promise<void> {
      const live = and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt));
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()`, revokeReason: reason })
        .where(exceptId === undefined ? live : and(live, ne(sessions.id, exceptId)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
