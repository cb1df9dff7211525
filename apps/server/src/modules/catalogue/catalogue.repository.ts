import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueVersions } from '../../db/schema/index';

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
