import type { Operator } from '@lobby/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, operatorSessions } from '../../db/schema/index';
import { recordAudit, type Actor, type AuditEntry } from '../audit/audit.repository';

export type OperatorRow = typeof operators.$inferSelect;

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  merchantCode: row.merchantCode,
  username: row.username,
  role: row.role,
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

    /** An audit row on its own (a failed sign-in changes nothing else). */
    audit: (actor: Actor, entry: AuditEntry) => recordAudit(db, actor, entry),

    /** A sign-in: the session and its audit row. */
    async insertSession(actor: Actor, row: typeof operatorSessions.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(operatorSessions).values(row);
        await recordAudit(tx, actor, { action: 'operator.login', targetType: 'operator', targetId: row.operatorId });
      });
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

    /** A sign-out: the session ends, with its audit row. */
    async revokeSession(actor: Actor, tokenHash: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.tokenHash, tokenHash));
        await recordAudit(tx, actor, {
          action: 'operator.logout',
          targetType: 'operator',
          targetId: actor.operatorId ?? '',
        });
      });
    },
  };
}
export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
