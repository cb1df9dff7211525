import type { BANNER_SORTS, ContentStatus } from '@lobby/contract/admin/announcements';
import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/query';
import { banners } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'merchantCode'>;

const ofMerchant = (merchantCode: string, id: number) =>
  and(eq(banners.merchantCode, merchantCode), eq(banners.id, id));

export interface BannerFilter {
  groupName?: string | undefined;
  language?: string | undefined;
  status?: ContentStatus | undefined;
  sort: (typeof BANNER_SORTS)[number];
  order: 'asc' | 'desc';
  now: Date;
}

/** Where the window stands at `now` (no start: from always; no end: until taken down). */
function statusIs(status: ContentStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'published':
      return and(
        or(isNull(banners.startDate), lte(banners.startDate, now)),
        or(isNull(banners.endDate), gt(banners.endDate, now)),
      );
    case 'scheduled':
      return gt(banners.startDate, now);
    case 'ended':
      return lte(banners.endDate, now);
  }
}

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

    /** The operator's list: filtered, sorted by `sort` (ties by group, order, id), one page with the total. */
    async page(merchantCode: string, filter: BannerFilter, limit: number, offset: number) {
      const where = and(
        eq(banners.merchantCode, merchantCode),
        filter.groupName ? eq(banners.groupName, filter.groupName) : undefined,
        filter.language ? or(isNull(banners.language), eq(banners.language, filter.language)) : undefined,
        filter.status ? statusIs(filter.status, filter.now) : undefined,
      );
      const direction = filter.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(banners)
          .where(where)
          .orderBy(direction(banners[filter.sort]), asc(banners.groupName), asc(banners.sort), asc(banners.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(banners).where(where),
      ]);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    async byId(merchantCode: string, id: number): Promise<BannerRow | undefined> {
      const [row] = await db.select().from(banners).where(ofMerchant(merchantCode, id));
      return row;
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
