import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerConnections, providerRounds, providers, type ProviderConnection } from '../../db/schema/index';
import type { Tx } from '../../db/transaction';

type NewConnection = typeof providerConnections.$inferInsert;
export type ConnectionChanges = Partial<
  Pick<
    NewConnection,
    'adapter' | 'baseUrl' | 'operatorId' | 'openRoundTimeoutSeconds' | 'reconciliation' | 'enabled' | 'secretSealed'
  > & { secretRotatedAt: Date }
>;

const ofMerchant = (merchantCode: string, providerCode: string) =>
  and(eq(providerConnections.merchantCode, merchantCode), eq(providerConnections.providerCode, providerCode));

/** The operator's writes of provider connections, and reconciliation's claim of overdue rounds. */
/** A provider round's connection: the same merchant and provider. */
const roundsConnection = and(
  eq(providerConnections.merchantCode, providerRounds.merchantCode),
  eq(providerConnections.providerCode, providerRounds.providerCode),
);

export function createConnectionsRepository(db: Db) {
  return {
    /** Whether the merchant's catalogue has this provider (by its vassalage). */
    async providerExists(tx: Tx, merchantCode: string, providerCode: string): Promise<boolean> {
      const [row] = await tx
        .select({ code: providers.vassalage })
        .from(providers)
        .where(and(eq(providers.merchantCode, merchantCode), eq(providers.vassalage, providerCode)));
      return row !== undefined;
    },

    /** The merchant's connection to a provider, locked for the change that follows. */
    async lock(tx: Tx, merchantCode: string, providerCode: string): Promise<ProviderConnection | undefined> {
      const [row] = await tx
        .select()
        .from(providerConnections)
        .where(ofMerchant(merchantCode, providerCode))
        .for('update');
      return row;
    },

    /** Whether another merchant's connection to this provider already uses this operator id (it must be unique). */
    async operatorTaken(tx: Tx, merchantCode: string, providerCode: string, operatorId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: providerConnections.id })
        .from(providerConnections)
        .where(
          and(
            eq(providerConnections.providerCode, providerCode),
            eq(providerConnections.operatorId, operatorId),
            ne(providerConnections.merchantCode, merchantCode),
          ),
        );
      return row !== undefined;
    },

    async insert(tx: Tx, row: NewConnection): Promise<ProviderConnection> {
      const [made] = await tx.insert(providerConnections).values(row).returning();
      if (!made) throw new Error('insert returned nothing');
      return made;
    },

    /** Rounds of this connection still open (their bets stand until settled, refunded or reconciled). */
    async openRounds(tx: Tx, merchantCode: string, providerCode: string): Promise<number> {
      const [row] = await tx
        .select({ open: count() })
        .from(providerRounds)
        .where(
          and(
            eq(providerRounds.merchantCode, merchantCode),
            eq(providerRounds.providerCode, providerCode),
            eq(providerRounds.status, 'open'),
          ),
        );
      return row?.open ?? 0;
    },

    async remove(tx: Tx, merchantCode: string, providerCode: string): Promise<void> {
      await tx.delete(providerConnections).where(ofMerchant(merchantCode, providerCode));
    },

    async update(tx: Tx, merchantCode: string, providerCode: string, changes: ConnectionChanges) {
      const [row] = await tx
        .update(providerConnections)
        .set(changes)
        .where(ofMerchant(merchantCode, providerCode))
        .returning();
      return row;
    },

    /**
     * Open rounds past their connection's timeout, oldest first, claimed for `leaseSeconds`: one statement
     * marks them (rows another pass is claiming are skipped), so passes on several instances never ask a
     * provider twice about one round. A round still open after its pass is looked at again once the lease ends.
     */
    async claimOverdueRounds(limit: number, leaseSeconds: number) {
      const due = db
        .select({ id: providerRounds.id })
        .from(providerRounds)
        .innerJoin(providerConnections, roundsConnection)
        .where(
          and(
            eq(providerRounds.status, 'open'),
            sql`${providerRounds.openedAt} <= now() - make_interval(secs => ${providerConnections.openRoundTimeoutSeconds})`,
            sql`(${providerRounds.reconcileAfter} is null or ${providerRounds.reconcileAfter} <= now())`,
          ),
        )
        .orderBy(providerRounds.openedAt)
        .limit(limit)
        .for('update', { of: providerRounds, skipLocked: true });
      const claimed = await db
        .update(providerRounds)
        .set({ reconcileAfter: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(inArray(providerRounds.id, due))
        .returning({ id: providerRounds.id });
      if (claimed.length === 0) return [];
      return db
        .select({ round: providerRounds, connection: providerConnections })
        .from(providerRounds)
        .innerJoin(providerConnections, roundsConnection)
        .where(
          inArray(
            providerRounds.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(providerRounds.openedAt);
    },
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
