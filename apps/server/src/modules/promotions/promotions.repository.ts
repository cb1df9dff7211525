import type { AdminPromotionsQuery, ContentStatus } from '@lobby/contract/admin/promotions';
import { and, asc, count, desc, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/query';
import { promotionCategories, promotionJoins, promotions, rewardApplications } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionInsert = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type CategoryRow = typeof promotionCategories.$inferSelect;
export type PromotionVersionRow = Pick<PromotionRow, 'id' | 'language' | 'title' | 'linkedPromotionId'>;
export type CategoryValues = { names: Record<string, string>; sort: number };

const promotionOf = (merchantCode: string, id: number) =>
  and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id));
const categoryOf = (merchantCode: string, id: number) =>
  and(eq(promotionCategories.merchantCode, merchantCode), eq(promotionCategories.id, id));

/** Started and not ended at `now` (noExpiry runs until taken down). */
export function publishedAt(now: Date) {
  return and(lte(promotions.startDate, now), or(eq(promotions.noExpiry, true), gt(promotions.endDate, now)));
}

export type PromotionFilter = Omit<AdminPromotionsQuery, 'pageNo' | 'pageSize'> & { now: Date };

/** Where a promotion's window stands at `now`, as the player list decides it (the end is exclusive). */
function statusIs(status: ContentStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'published':
      return publishedAt(now);
    case 'scheduled':
      return gt(promotions.startDate, now);
    case 'ended':
      return and(eq(promotions.noExpiry, false), lte(promotions.endDate, now));
  }
}

/** The id every translation of a promotion shares: joins and claims count once per promotion. */
export const groupIdOf = (row: Pick<PromotionRow, 'id' | 'linkedPromotionId'>): number =>
  row.linkedPromotionId ?? row.id;

export function createPromotionsRepository(db: Db) {
  return {
    categories(merchantCode: string): Promise<CategoryRow[]> {
      return db
        .select()
        .from(promotionCategories)
        .where(eq(promotionCategories.merchantCode, merchantCode))
        .orderBy(asc(promotionCategories.sort), asc(promotionCategories.id));
    },

    published(merchantCode: string, language: string, now: Date, categoryId?: number): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantCode, merchantCode),
            eq(promotions.language, language),
            publishedAt(now),
            categoryId === undefined ? undefined : sql`${categoryId}::int = any(${promotions.categoryIds})`,
          ),
        )
        .orderBy(asc(promotions.sort), asc(promotions.id));
    },

    async byId(merchantCode: string, id: number): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.id, id)))
        .limit(1);
      return row;
    },

    /** The translation of a promotion group in `language`, if there is one. */
    async translation(merchantCode: string, groupId: number, language: string): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantCode, merchantCode),
            eq(promotions.language, language),
            or(eq(promotions.id, groupId), eq(promotions.linkedPromotionId, groupId)),
          ),
        )
        .orderBy(asc(promotions.id))
        .limit(1);
      return row;
    },

    /** Which of these promotion groups the member joined. */
    async joinedGroups(memberId: number, groupIds: number[]): Promise<Set<number>> {
      if (groupIds.length === 0) return new Set();
      const rows = await db
        .select({ id: promotionJoins.promotionId })
        .from(promotionJoins)
        .where(and(eq(promotionJoins.memberId, memberId), inArray(promotionJoins.promotionId, groupIds)));
      return new Set(rows.map((row) => row.id));
    },

    /** Join once: a second join is a no-op. */
    async join(memberId: number, groupId: number): Promise<void> {
      await db.insert(promotionJoins).values({ memberId, promotionId: groupId }).onConflictDoNothing();
    },

    // ---- operator API ----

    /** The operator's list: filtered, sorted by `sort` (ties newest first), one page with the total. */
    async page(merchantCode: string, filter: PromotionFilter, limit: number, offset: number) {
      const where = and(
        eq(promotions.merchantCode, merchantCode),
        filter.language ? eq(promotions.language, filter.language) : undefined,
        filter.status ? statusIs(filter.status, filter.now) : undefined,
        filter.categoryId === undefined ? undefined : sql`${filter.categoryId}::int = any(${promotions.categoryIds})`,
      );
      const direction = filter.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(promotions)
          .where(where)
          .orderBy(direction(promotions[filter.sort]), desc(promotions.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(promotions).where(where),
      ]);
      return { rows, totalCount: total?.n ?? 0 };
    },

    /** Every promotion of these groups (the first and its linked translations): who speaks which language. */
    async groups(merchantCode: string, groupIds: number[]): Promise<PromotionVersionRow[]> {
      if (groupIds.length === 0) return [];
      return db
        .select({
          id: promotions.id,
          language: promotions.language,
          title: promotions.title,
          linkedPromotionId: promotions.linkedPromotionId,
        })
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantCode, merchantCode),
            or(inArray(promotions.id, groupIds), inArray(promotions.linkedPromotionId, groupIds)),
          ),
        )
        .orderBy(asc(promotions.id));
    },

    /** How many of these ids are categories of the merchant. */
    async countCategories(merchantCode: string, ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const [row] = await db
        .select({ n: count() })
        .from(promotionCategories)
        .where(and(eq(promotionCategories.merchantCode, merchantCode), inArray(promotionCategories.id, ids)));
      return row?.n ?? 0;
    },

    async insert({ tx }: WriteScope, values: PromotionInsert): Promise<PromotionRow> {
      return insertedRow(await tx.insert(promotions).values(values).returning(), 'promotion');
    },

    /** The row as it stands in a write's transaction (the audit's "before"). */
    async current({ tx, merchantCode }: WriteScope, id: number): Promise<PromotionRow | undefined> {
      const [row] = await tx.select().from(promotions).where(promotionOf(merchantCode, id)).for('update');
      return row;
    },

    /** Undefined when the id is not this merchant's. */
    async update({ tx, merchantCode }: WriteScope, id: number, values: PromotionInsert) {
      const [row] = await tx
        .update(promotions)
        .set({ ...values, updatedAt: sql`now()` })
        .where(promotionOf(merchantCode, id))
        .returning();
      return row;
    },

    /**
     * Delete a promotion, or end it now when members applied for rewards from it (their claims keep
     * pointing at it). Translations linked to it are unlinked rather than lost. Undefined when the id
     * is not this merchant's.
     */
    async remove({ tx, merchantCode }: WriteScope, id: number, now: Date): Promise<'deleted' | 'ended' | undefined> {
      const mine = promotionOf(merchantCode, id);
      const [claims] = await tx
        .select({ n: count() })
        .from(rewardApplications)
        .where(eq(rewardApplications.promotionId, id));
      if ((claims?.n ?? 0) > 0) {
        const ended = await tx
          .update(promotions)
          .set({ noExpiry: false, endDate: now, updatedAt: sql`now()` })
          .where(mine)
          .returning({ id: promotions.id });
        return ended.length > 0 ? 'ended' : undefined;
      }
      const deleted = await tx.delete(promotions).where(mine).returning({ id: promotions.id });
      if (deleted.length === 0) return undefined;
      await tx
        .update(promotions)
        .set({ linkedPromotionId: null })
        .where(and(eq(promotions.merchantCode, merchantCode), eq(promotions.linkedPromotionId, id)));
      return 'deleted';
    },

    async insertCategory({ tx, merchantCode }: WriteScope, values: CategoryValues): Promise<CategoryRow> {
      const row = { ...values, merchantCode };
      return insertedRow(await tx.insert(promotionCategories).values(row).returning(), 'category');
    },

    /** Undefined when the id is not this merchant's. */
    async updateCategory({ tx, merchantCode }: WriteScope, id: number, values: CategoryValues) {
      const [row] = await tx.update(promotionCategories).set(values).where(categoryOf(merchantCode, id)).returning();
      return row;
    },

    /** Delete a category and take it out of every promotion's list; undefined when it is not this merchant's. */
    async removeCategory({ tx, merchantCode }: WriteScope, id: number): Promise<{ id: number } | undefined> {
      const [deleted] = await tx
        .delete(promotionCategories)
        .where(categoryOf(merchantCode, id))
        .returning({ id: promotionCategories.id });
      if (!deleted) return undefined;
      await tx
        .update(promotions)
        .set({ categoryIds: sql`array_remove(${promotions.categoryIds}, ${id}::int)` })
        .where(and(eq(promotions.merchantCode, merchantCode), sql`${id}::int = any(${promotions.categoryIds})`));
      return deleted;
    },
  };
}
export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
