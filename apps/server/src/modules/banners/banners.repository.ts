import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/query';
import { banners } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'merchantCode'>;

const ofMerchant = (merchantCode: string, id: number) =>
  and(eq(banners.merchantCode, merchantCode), eq(banners.id, id));

export function createBannersRepository(db: Db) {
  return {
    /** A group's banners that have not ended at `now`, in display order (languages and starts checked by the service). */
    byGroup(merchantCode: string, groupName: string, now: Date) {
      return db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.merchantCode, merchantCode),
            eq(banners.groupName, groupName),
            or(isNull(banners.endDate), gt(banners.endDate, now)),
          ),
        )
        .orderBy(asc(banners.sort), asc(banners.id));
    },

    async page(merchantCode: string, groupName: string | undefined, limit: number, offset: number) {
      const where = and(
        eq(banners.merchantCode, merchantCode),
        groupName ? eq(banners.groupName, groupName) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(banners).where(where),
      ]);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    async insert({ tx, merchantCode }: WriteScope, values: BannerValues): Promise<BannerRow> {
      const row = { ...values, merchantCode };
      return insertedRow(await tx.insert(banners).values(row).returning(), 'banner');
    },

    /** Replace; undefined when the id is not this merchant's. */
    async update({ tx, merchantCode }: WriteScope, id: number, values: BannerValues): Promise<BannerRow | undefined> {
      const [row] = await tx.update(banners).set(values).where(ofMerchant(merchantCode, id)).returning();
      return row;
    },

    /** The removed row; undefined when the id is not this merchant's. */
    async remove({ tx, merchantCode }: WriteScope, id: number): Promise<BannerRow | undefined> {
      const [row] = await tx.delete(banners).where(ofMerchant(merchantCode, id)).returning();
      return row;
    },
  };
}
export type BannersRepository = ReturnType<typeof createBannersRepository>;
