import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers, vendorGameTypes, vendorSorting } from '../../db/schema/index';

export function createVendorsRepository(db: Db) {
  return {
    /** Provider memberships per game type, in the operator's order. */
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
        .innerJoin(
          providers,
          and(
            eq(providers.merchantCode, vendorGameTypes.merchantCode),
            eq(providers.vassalage, vendorGameTypes.vassalage),
          ),
        )
        .where(eq(vendorGameTypes.merchantCode, merchantCode))
        .orderBy(asc(vendorGameTypes.gameType), asc(vendorGameTypes.sort));
    },

    sorting(merchantCode: string) {
      return db
        .select({
          gameCategory: vendorSorting.gameCategory,
          vassalage: vendorSorting.vassalage,
          accountTypeName: vendorSorting.accountTypeName,
        })
        .from(vendorSorting)
        .where(eq(vendorSorting.merchantCode, merchantCode))
        .orderBy(asc(vendorSorting.categorySort), asc(vendorSorting.sort));
    },
  };
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>;
