import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema/index';
import type { Actor } from '../audit/audit.repository';
import { auditedWrite } from '../audit/audited-write';

export type BannerRow = typeof banners.$inferSelect;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'merchantCode'>;

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

    /** Create, with its audit row and the content version move, in one transaction. */
    create(actor: Actor, values: BannerValues): Promise<BannerRow> {
      return auditedWrite(
        db,
        actor,
        async (tx) => {
          const [row] = await tx
            .insert(banners)
            .values({ ...values, merchantCode: actor.merchantCode })
            .returning();
          if (!row) throw new Error('insert returned nothing');
          return row;
        },
        (row) => ({ action: 'banner.create', targetType: 'banner', targetId: row.id, detail: auditDetail(row) }),
      );
    },

    /** Replace; undefined when the id is not this merchant's. */
    update(actor: Actor, id: number, values: BannerValues): Promise<BannerRow | undefined> {
      return auditedWrite(
        db,
        actor,
        async (tx) =>
          (
            await tx
              .update(banners)
              .set(values)
              .where(and(eq(banners.merchantCode, actor.merchantCode), eq(banners.id, id)))
              .returning()
          )[0],
        (row) => row && { action: 'banner.update', targetType: 'banner', targetId: row.id, detail: auditDetail(row) },
      );
    },

    /** False when the id is not this merchant's. */
    async remove(actor: Actor, id: number): Promise<boolean> {
      const removed = await auditedWrite(
        db,
        actor,
        async (tx) =>
          (
            await tx
              .delete(banners)
              .where(and(eq(banners.merchantCode, actor.merchantCode), eq(banners.id, id)))
              .returning()
          )[0],
        (row) =>
          row && {
            action: 'banner.delete',
            targetType: 'banner',
            targetId: row.id,
            detail: { groupName: row.groupName, title: row.title },
          },
      );
      return removed !== undefined;
    },
  };
}
export type BannersRepository = ReturnType<typeof createBannersRepository>;

function auditDetail(row: BannerRow): Record<string, unknown> {
  return {
    groupName: row.groupName,
    title: row.title,
    imageUrl: row.imageUrl,
    linkType: row.linkType,
    linkage: row.linkage,
    url: row.url,
    language: row.language,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    sort: row.sort,
  };
}
