import type { OperatorsQuery } from '@lobby/contract/admin/operators';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, operators, operatorSessions } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import type { OperatorRow } from './operators.repository';

const SORTS = { username: operators.usernameKey, role: operators.role, createdAt: operators.createdAt } as const;

/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A merchant's operator accounts: the list, role and status changes, 2FA reset, and the 2FA setting. */
export function createOperatorAccountsRepository(db: Db) {
  return {
    async page(merchantCode: string, query: OperatorsQuery): Promise<{ rows: OperatorRow[]; totalCount: number }> {
      const where = and(
        eq(operators.merchantCode, merchantCode),
        query.role ? eq(operators.role, query.role) : undefined,
        query.status === 'active' ? isNull(operators.disabledAt) : undefined,
        query.status === 'disabled' ? isNotNull(operators.disabledAt) : undefined,
        query.q ? ilike(operators.usernameKey, `%${literal(query.q.toLowerCase())}%`) : undefined,
      );
      const order = query.order === 'desc' ? desc : asc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operators)
          .where(where)
          .orderBy(order(SORTS[query.sort]), asc(operators.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(operators).where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /**
     * An operator of this merchant and the merchant's admins, locked in id order by one statement: two admins
     * changing each other at once wait in turn (never deadlock), and the second sees the first's change.
     */
    async lockForChange({ tx, merchantCode }: WriteScope, id: number) {
      const rows = await tx
        .select()
        .from(operators)
        .where(and(eq(operators.merchantCode, merchantCode), or(eq(operators.id, id), eq(operators.role, 'admin'))))
        .orderBy(asc(operators.id))
        .for('update');
      return {
        target: rows.find((row) => row.id === id),
        otherActiveAdmins: rows.filter((row) => row.id !== id && row.role === 'admin' && !row.disabledAt).length,
      };
    },

    async set({ tx }: WriteScope, id: number, change: Partial<typeof operators.$inferInsert>): Promise<OperatorRow> {
      const [row] = await tx.update(operators).set(change).where(eq(operators.id, id)).returning();
      if (!row) throw new Error(`operator ${id} is missing`);
      return row;
    },

    /** Every live session of an operator ends now. */
    async endSessions({ tx }: WriteScope, operatorId: number, now: Date): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
    },

    /** Set the merchant's operator security (its own key of the settings, so other sections are kept). */
    async setSecurity({ tx, merchantCode }: WriteScope, twoFactorRequired: boolean) {
      const patch = JSON.stringify({ operatorSecurity: { twoFactorRequired } });
      const [row] = await tx
        .update(merchants)
        .set({ settings: sql`${merchants.settings} || ${patch}::jsonb` })
        .where(eq(merchants.code, merchantCode))
        .returning({ code: merchants.code });
      return row && { id: row.code, twoFactorRequired };
    },
  };
}
export type OperatorAccountsRepository = ReturnType<typeof createOperatorAccountsRepository>;
