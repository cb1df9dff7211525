import { and, count, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbOrTx } from '../../db/transaction';
import { memberLoginChallenges, memberRecoveryCodes, memberTwoFactor } from '../../db/schema/index';

export type MemberTwoFactorRow = typeof memberTwoFactor.$inferSelect;
export type ChallengeRow = typeof memberLoginChallenges.$inferSelect;

/** Members' TOTP secrets (sealed), recovery codes (hashed) and login challenges. */
export function createMemberTwoFactorRepository(db: Db) {
  const t = memberTwoFactor;
  return {
    async find(memberId: number): Promise<MemberTwoFactorRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.memberId, memberId));
      return row;
    },

    async setPending(merchantCode: string, memberId: number, sealed: string): Promise<void> {
      await db
        .insert(t)
        .values({ merchantCode, memberId, pendingSecret: sealed })
        .onConflictDoUpdate({ target: t.memberId, set: { pendingSecret: sealed, updatedAt: sql`now()` } });
    },

    /**
     * Take a code's step: only when it is later than the last one taken, in one statement (two requests
     * with one code cannot both pass). `confirm` also makes the pending secret the member's and stores the
     * new recovery codes in the same transaction.
     */
    async takeStep(memberId: number, step: number, confirm?: { codeHashes: string[] }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const later = or(isNull(t.lastStep), lt(t.lastStep, step));
        const [row] = await tx
          .update(t)
          .set(
            confirm
              ? { lastStep: step, secret: sql`${t.pendingSecret}`, pendingSecret: null, enabledAt: sql`now()` }
              : { lastStep: step },
          )
          .where(
            and(
              eq(t.memberId, memberId),
              later,
              confirm ? sql`${t.pendingSecret} is not null` : sql`${t.secret} is not null`,
            ),
          )
          .returning({ memberId: t.memberId });
        if (!row) return false;
        if (confirm) {
          await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
          await tx.insert(memberRecoveryCodes).values(confirm.codeHashes.map((codeHash) => ({ memberId, codeHash })));
        }
        return true;
      });
    },

    /** Use up a recovery code: one conditional update, so a code works once even when sent twice at once. */
    async useRecoveryCode(memberId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(memberRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(memberRecoveryCodes.memberId, memberId),
            eq(memberRecoveryCodes.codeHash, codeHash),
            isNull(memberRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: memberRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(memberId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(memberRecoveryCodes)
        .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Two-factor off: the secret, the recovery codes and any open challenge go. False when it was not on. */
    async remove(memberId: number, tx?: DbOrTx): Promise<boolean> {
      const run = async (scope: DbOrTx) => {
        await scope.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
        await scope.delete(memberLoginChallenges).where(eq(memberLoginChallenges.memberId, memberId));
        const rows = await scope.delete(t).where(eq(t.memberId, memberId)).returning({ secret: t.secret });
        return rows.some((row) => row.secret !== null);
      };
      return tx ? run(tx) : db.transaction(run);
    },

    async insertChallenge(row: typeof memberLoginChallenges.$inferInsert): Promise<void> {
      await db.insert(memberLoginChallenges).values(row);
    },

    async findChallenge(tokenHash: string): Promise<ChallengeRow | undefined> {
      const c = memberLoginChallenges;
      const [row] = await db
        .select()
        .from(c)
        .where(and(eq(c.tokenHash, tokenHash), gt(c.expiresAt, sql`now()`)));
      return row;
    },

    /** Remove the member's challenges expired at `at`, returning them. */
    async takeExpiredChallenges(memberId: number, at: Date): Promise<ChallengeRow[]> {
      const c = memberLoginChallenges;
      return db
        .delete(c)
        .where(and(eq(c.memberId, memberId), lte(c.expiresAt, at)))
        .returning();
    },

    /** One more wrong code; its new count. */
    async countAttempt(id: number): Promise<number> {
      const c = memberLoginChallenges;
      const [row] = await db
        .update(c)
        .set({ attempts: sql`${c.attempts} + 1` })
        .where(eq(c.id, id))
        .returning({ attempts: c.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** A challenge ends (used, or too many wrong codes); false when another request ended it first. */
    async deleteChallenge(id: number): Promise<boolean> {
      const c = memberLoginChallenges;
      const rows = await db.delete(c).where(eq(c.id, id)).returning({ id: c.id });
      return rows.length > 0;
    },
  };
}
export type MemberTwoFactorRepository = ReturnType<typeof createMemberTwoFactorRepository>;
