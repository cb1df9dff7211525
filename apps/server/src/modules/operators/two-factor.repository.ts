import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, operatorChallenges, operators } from '../../db/schema/index';
import type { DbOrTx, WriteScope } from '../../db/transaction';
import type { OperatorRow } from './operators.repository';

export type ChallengeRow = typeof operatorChallenges.$inferSelect;

/** TOTP secrets, the last step taken, and the sign-in challenges between the password and the code. */
export function createTwoFactorRepository(db: Db) {
  return {
    async insertChallenge(row: typeof operatorChallenges.$inferInsert): Promise<void> {
      await db.insert(operatorChallenges).values(row);
    },

    /** A live challenge of a token hash, with its operator. */
    async findChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ challenge: operatorChallenges, operator: operators })
        .from(operatorChallenges)
        .innerJoin(operators, eq(operators.id, operatorChallenges.operatorId))
        .where(and(eq(operatorChallenges.tokenHash, tokenHash), gt(operatorChallenges.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** One more wrong code on a challenge; its new count. */
    async countAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(operatorChallenges)
        .set({ attempts: sql`${operatorChallenges.attempts} + 1` })
        .where(eq(operatorChallenges.id, id))
        .returning({ attempts: operatorChallenges.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
    },

    /** A challenge ends: used, or too many wrong codes. */
    async deleteChallenge(id: number, tx: DbOrTx = db): Promise<void> {
      await tx.delete(operatorChallenges).where(eq(operatorChallenges.id, id));
    },

    /** A new secret waiting for its first code. */
    async setPending({ tx }: WriteScope, operatorId: number, secret: string): Promise<OperatorRow | undefined> {
      const [row] = await tx
        .update(operators)
        .set({ totpPendingSecret: secret })
        .where(eq(operators.id, operatorId))
        .returning();
      return row;
    },

    /**
     * Take a code's step: only when it is later than the last one taken (one statement, so two requests with
     * the same code cannot both pass). `confirm` also makes the pending secret the operator's.
     */
    async takeStep({ tx }: WriteScope, operatorId: number, step: number, confirm: boolean) {
      const [row] = await tx
        .update(operators)
        .set(
          confirm
            ? { totpLastStep: step, totpSecret: sql`${operators.totpPendingSecret}`, totpPendingSecret: null }
            : { totpLastStep: step },
        )
        .where(
          and(
            eq(operators.id, operatorId),
            or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step)),
            confirm ? sql`${operators.totpPendingSecret} is not null` : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** The merchant's operator security setting, read fresh (sign-in must not act on a stale cache). */
    async twoFactorRequired(merchantCode: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.code, merchantCode));
      return row?.settings.operatorSecurity?.twoFactorRequired === true;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
