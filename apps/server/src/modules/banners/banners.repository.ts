import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema/index';

export function createBannersRepository(db: Db) {
  return {
    byGroup(merchantCode: string, groupName: string) {
      return db
        .select({
          id: banners.id,
          groupName: banners.groupName,
          title: banners.title,
          imageUrl: banners.imageUrl,
          linkage: banners.linkage,
          url: banners.url,
        })
        .from(banners)
        .where(and(eq(banners.merchantCode, merchantCode), eq(banners.groupName, groupName)))
        .orderBy(asc(banners.sort), asc(banners.id));
    },
  };
}
export type BannersRepository = ReturnType<typeof createBannersRepository>;
