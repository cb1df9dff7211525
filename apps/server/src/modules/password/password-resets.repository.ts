import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, passwordResets } from '../../db/schema/index';

export function createPasswordResetsRepository(db: Db) {
  const live = (tokenHash: string) =>
    and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, sql`now()`),
    );

  return {
    async insert(row: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(row);
    },

    /** Links sent to a member within the last `ms`. */
    async countSince(memberId: number, ms: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.memberId, memberId), gt(passwordResets.createdAt, new Date(Date.now() - ms))));
      return row?.n ?? 0;
    },

    /** The member of a live (unused, unexpired) link. */
    async findLive(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .select({ memberId: passwordResets.memberId })
        .from(passwordResets)
        .where(live(tokenHash))
        .limit(1);
      return row?.memberId;
    },

    /**
     * Use the link and set the member's password in one transaction; false (nothing changed) when the
     * link stopped being live in the meantime.
     */
    async redeem(tokenHash: string, memberId: number, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(live(tokenHash), eq(passwordResets.memberId, memberId)))
          .returning({ memberId: passwordResets.memberId });
        if (used.length !== 1) return false;
        await tx
          .update(members)
          .set({ passwordHash, passwordChangedAt: sql`now()` })
          .where(eq(members.id, memberId));
        return true;
      });
    },
  };
}
export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
