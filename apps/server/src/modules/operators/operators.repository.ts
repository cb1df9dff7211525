import type { Operator } from '@lobby/contract/admin/operators';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, operatorSessions } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type OperatorRow = typeof operators.$inferSelect;

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  merchantCode: row.merchantCode,
  username: row.username,
  role: row.role,
  twoFactor: row.totpSecret !== null,
});

export function createOperatorsRepository(db: Db) {
  return {
    async findByUsername(merchantCode: string, usernameKey: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select()
        .from(operators)
        .where(and(eq(operators.merchantCode, merchantCode), eq(operators.usernameKey, usernameKey)))
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row;
    },

    /** A new operator; undefined when the name is taken. */
    async insert({ tx }: WriteScope, row: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
      const [created] = await tx.insert(operators).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** A sign-in's session. */
    async insertSession({ tx }: WriteScope, row: typeof operatorSessions.$inferInsert): Promise<void> {
      await tx.insert(operatorSessions).values(row);
    },

    /** The live session of a token hash, with its operator. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ sessionId: operatorSessions.id, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** A sign-out: the session ends. */
    async revokeSession({ tx }: WriteScope, tokenHash: string, now: Date): Promise<void> {
      await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
