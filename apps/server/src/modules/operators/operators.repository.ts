import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, operatorSessions } from '../../db/schema/index';
import { recordAudit, type Actor } from './audit.repository';

export type OperatorRow = typeof operators.$inferSelect;

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

    /** A new operator and its audit row; undefined when the name is taken. */
    async create(actor: Actor, row: typeof operators.$inferInsert): Promise<OperatorRow | undefined> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(operators).values(row).onConflictDoNothing().returning();
        if (!created) return undefined;
        await recordAudit(tx, actor, {
          action: 'operator.create',
          targetType: 'operator',
          targetId: created.id,
          detail: { username: created.username, role: created.role },
        });
        return created;
      });
    },

    async insertSession(row: typeof operatorSessions.$inferInsert): Promise<void> {
      await db.insert(operatorSessions).values(row);
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

    async revokeSession(tokenHash: string, now: Date): Promise<void> {
      await db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
