import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers, vendorGameTypes, vendorSorting } from '../../db/schema/index';

// A provider's card shows in a category when the provider is enabled and the operator left it in that category.
const ofProvider = and(
  eq(providers.merchantCode, vendorGameTypes.merchantCode),
  eq(providers.vassalage, vendorGameTypes.vassalage),
  eq(providers.enabled, true),
);

export function createVendorsRepository(db: Db) {
  return {
    /** Provider memberships per game type, in the operator's provider order. */
    gameTypes(merchantCode: string) {
      return db
        .select({
          gameType: vendorGameTypes.gameType,
          vassalage: vendorGameTypes.vassalage,
          gameCount: vendorGameTypes.gameCount,
          displayName: providers.displayName,
          isHot: providers.isHot,
        })
        .from(vendorGameTypes)
        .innerJoin(providers, ofProvider)
        .where(and(eq(vendorGameTypes.merchantCode, merchantCode), eq(vendorGameTypes.shown, true)))
        .orderBy(asc(vendorGameTypes.gameType), asc(providers.sort));
    },

    sorting(merchantCode: string) {
      return db
        .select({
          gameCategory: vendorSorting.gameCategory,
          vassalage: vendorSorting.vassalage,
          accountTypeName: vendorSorting.accountTypeName,
        })
        .from(vendorSorting)
        .innerJoin(
          vendorGameTypes,
          and(
            eq(vendorGameTypes.merchantCode, vendorSorting.merchantCode),
            eq(vendorGameTypes.gameType, vendorSorting.gameCategory),
            eq(vendorGameTypes.vassalage, vendorSorting.vassalage),
            eq(vendorGameTypes.shown, true),
          ),
        )
        .innerJoin(providers, ofProvider)
        .where(eq(vendorSorting.merchantCode, merchantCode))
        .orderBy(asc(vendorSorting.categorySort), asc(providers.sort));
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
