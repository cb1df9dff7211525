import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers, vendorGameTypes } from '../../db/schema/index';
import type { DbOrTx, WriteScope } from '../../db/transaction';

/** A provider and its category memberships, as the operator's screens read them. */
export interface ProviderRecord {
  vassalage: string;
  displayName: string;
  enabled: boolean;
  sort: number;
  memberships: { gameType: string; shown: boolean; gameCount: number }[];
}

/** What an operator may change on a provider, in the tables' terms. */
export interface ProviderChanges {
  enabled?: boolean;
  sort?: number;
  /** The game types its card shows in; the others of its memberships are hidden. */
  shownIn?: string[];
}

async function read(db: DbOrTx, merchantCode: string, vassalage?: string): Promise<ProviderRecord[]> {
  const only = vassalage === undefined ? [] : [eq(providers.vassalage, vassalage)];
  const rows = await db
    .select({
      vassalage: providers.vassalage,
      displayName: providers.displayName,
      enabled: providers.enabled,
      sort: providers.sort,
    })
    .from(providers)
    .where(and(eq(providers.merchantCode, merchantCode), ...only))
    .orderBy(asc(providers.sort), asc(providers.vassalage));
  const memberships = await db
    .select({
      vassalage: vendorGameTypes.vassalage,
      gameType: vendorGameTypes.gameType,
      shown: vendorGameTypes.shown,
      gameCount: vendorGameTypes.gameCount,
    })
    .from(vendorGameTypes)
    .where(
      and(
        eq(vendorGameTypes.merchantCode, merchantCode),
        ...(vassalage === undefined ? [] : [eq(vendorGameTypes.vassalage, vassalage)]),
      ),
    )
    .orderBy(asc(vendorGameTypes.gameType));
  return rows.map((row) => ({
    ...row,
    memberships: memberships.filter((m) => m.vassalage === row.vassalage).map(({ vassalage: _, ...m }) => m),
  }));
}

export function createVendorsAdminRepository(db: Db) {
  return {
    /** Every provider of the merchant, in the operator's order (a merchant has tens, not thousands). */
    list: (merchantCode: string) => read(db, merchantCode),

    /** The provider, locked for the change that follows. */
    async lock(scope: WriteScope, vassalage: string): Promise<ProviderRecord | undefined> {
      const locked = await scope.tx
        .select({ vassalage: providers.vassalage })
        .from(providers)
        .where(and(eq(providers.merchantCode, scope.merchantCode), eq(providers.vassalage, vassalage)))
        .for('update');
      return locked.length > 0 ? (await read(scope.tx, scope.merchantCode, vassalage))[0] : undefined;
    },

    /** Apply the changes; a new order held by another provider gives it this one's old order. */
    async update(scope: WriteScope, before: ProviderRecord, changes: ProviderChanges) {
      const { tx, merchantCode } = scope;
      const ofMerchant = eq(providers.merchantCode, merchantCode);
      if (changes.sort !== undefined && changes.sort !== before.sort) {
        await tx
          .update(providers)
          .set({ sort: before.sort })
          .where(and(ofMerchant, eq(providers.sort, changes.sort), ne(providers.vassalage, before.vassalage)));
      }
      const { shownIn, ...own } = changes;
      if (Object.keys(own).length > 0) {
        await tx
          .update(providers)
          .set(own)
          .where(and(ofMerchant, eq(providers.vassalage, before.vassalage)));
      }
      if (shownIn) {
        const mine = and(
          eq(vendorGameTypes.merchantCode, merchantCode),
          eq(vendorGameTypes.vassalage, before.vassalage),
        );
        await tx
          .update(vendorGameTypes)
          .set({ shown: true })
          .where(and(mine, inArray(vendorGameTypes.gameType, shownIn.length > 0 ? shownIn : [''])));
        await tx
          .update(vendorGameTypes)
          .set({ shown: false })
          .where(shownIn.length > 0 ? and(mine, notInArray(vendorGameTypes.gameType, shownIn)) : mine);
      }
      return (await read(tx, merchantCode, before.vassalage))[0];
    },
  };
}
export type VendorsAdminRepository = ReturnType<typeof createVendorsAdminRepository>;
