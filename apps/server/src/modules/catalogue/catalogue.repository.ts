import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueVersions } from '../../db/schema/index';
import type { DbOrTx } from '../../db/transaction';

export function createCatalogueRepository(db: Db) {
  return {
    versions() {
      return db
        .select({ merchantCode: catalogueVersions.merchantCode, version: catalogueVersions.version })
        .from(catalogueVersions)
        .orderBy(asc(catalogueVersions.merchantCode));
    },
  };
}
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

/**
 * Tell every server that a merchant's published content or settings changed: the version watcher
 * drops cached reads (here at once after an operator call, elsewhere within its poll interval).
 * Call it in the transaction of the change.
 */
export async function bumpContentVersion(db: DbOrTx, merchantCode: string): Promise<void> {
  await db
    .insert(catalogueVersions)
    .values({ merchantCode, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersions.merchantCode,
      set: { version: sql`${catalogueVersions.version} + 1`, updatedAt: sql`now()` },
    });
}
