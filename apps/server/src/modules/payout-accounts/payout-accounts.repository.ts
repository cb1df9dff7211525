import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { members, payoutAccounts, type PayoutAccountKind } from '../../db/schema/index';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export interface NewPayoutAccount {
  merchantCode: string;
  memberId: number;
  kind: PayoutAccountKind;
  providerName: string;
  accountNumber: string;
  holderName: string;
}

const active = (merchantCode: string, memberId: number) =>
  and(
    eq(payoutAccounts.merchantCode, merchantCode),
    eq(payoutAccounts.memberId, memberId),
    isNull(payoutAccounts.removedAt),
  );

export function createPayoutAccountsRepository(db: Db) {
  return {
    list(merchantCode: string, memberId: number): Promise<PayoutAccountRow[]> {
      return db.select().from(payoutAccounts).where(active(merchantCode, memberId)).orderBy(asc(payoutAccounts.id));
    },

    /** One of the member's own live accounts (another member's id finds nothing). */
    async find(merchantCode: string, memberId: number, id: number): Promise<PayoutAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(and(active(merchantCode, memberId), eq(payoutAccounts.id, id)));
      return row;
    },

    /** The member's payee name ('' when none yet). */
    async payeeName(memberId: number): Promise<string> {
      const [row] = await db
        .select({ payeeName: sql<string | null>`${members.profile}->>'payeeName'` })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.payeeName ?? '';
    },

    /**
     * Run `work` with the member's row locked, so the count of accounts and the payee name it checks
     * cannot change under it (two adds at once cannot both pass the limit).
     */
    locked<T>(memberId: number, work: (tx: Tx, payeeName: string) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ payeeName: sql<string | null>`${members.profile}->>'payeeName'` })
          .from(members)
          .where(eq(members.id, memberId))
          .for('update');
        return work(tx, row?.payeeName ?? '');
      });
    },

    /** The member's live accounts, in the caller's transaction (the member's row locked: see `locked`). */
    active(tx: Tx, merchantCode: string, memberId: number): Promise<PayoutAccountRow[]> {
      return tx.select().from(payoutAccounts).where(active(merchantCode, memberId));
    },

    /** The first account's holder becomes the member's payee name (profile.payeeName). */
    async setPayeeName(tx: Tx, memberId: number, payeeName: string): Promise<void> {
      await tx
        .update(members)
        .set({ profile: sql`${members.profile} || jsonb_build_object('payeeName', ${payeeName}::text)` })
        .where(eq(members.id, memberId));
    },

    /** Insert; undefined when the same live account is already there. */
    async insert(tx: Tx, account: NewPayoutAccount): Promise<PayoutAccountRow | undefined> {
      const [row] = await tx.insert(payoutAccounts).values(account).onConflictDoNothing().returning();
      return row;
    },

    /** Soft removal: requests keep their own copy of the account. False when there was none to remove. */
    async remove(merchantCode: string, memberId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(payoutAccounts)
        .set({ removedAt: sql`now()` })
        .where(and(active(merchantCode, memberId), eq(payoutAccounts.id, id)))
        .returning({ id: payoutAccounts.id });
      return rows.length > 0;
    },
  };
}
export type PayoutAccountsRepository = ReturnType<typeof createPayoutAccountsRepository>;
