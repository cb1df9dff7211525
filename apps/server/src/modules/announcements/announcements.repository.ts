import type { ANNOUNCEMENT_SORTS, ContentStatus } from '@lobby/contract/admin/announcements';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { StoredAnnouncementType } from '@lobby/contract/announcements';
import type { Db } from '../../db/client';
import { insertedRow } from '../../db/query';
import { announcementReads, announcements } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Omit<
  typeof announcements.$inferInsert,
  'id' | 'merchantCode' | 'createdAt' | 'updatedAt'
>;

const ofMerchant = (merchantCode: string, id: number) =>
  and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id));

/** Not over yet at `now` (those still to start included: the service checks the start per request). */
const notEnded = (now: Date): SQL | undefined => or(isNull(announcements.endDate), gt(announcements.endDate, now));

export interface AnnouncementFilter {
  type?: StoredAnnouncementType | undefined;
  language?: string | undefined;
  status?: ContentStatus | undefined;
  sort: (typeof ANNOUNCEMENT_SORTS)[number];
  order: 'asc' | 'desc';
  now: Date;
}

/** Where the date window stands at `now`, as the player feed decides it (the end is exclusive). */
function statusIs(status: ContentStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'published':
      return and(lte(announcements.startDate, now), notEnded(now));
    case 'scheduled':
      return gt(announcements.startDate, now);
    case 'ended':
      return lte(announcements.endDate, now);
  }
}

export function createAnnouncementsRepository(db: Db) {
  return {
    /** Rows of these types and languages that have not ended, in feed order (sort, then newest). */
    candidates(
      merchantCode: string,
      types: readonly StoredAnnouncementType[],
      languages: readonly string[],
      now: Date,
    ) {
      return db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantCode, merchantCode),
            inArray(announcements.type, [...types]),
            inArray(announcements.language, [...languages]),
            notEnded(now),
          ),
        )
        .orderBy(asc(announcements.sort), desc(announcements.startDate), desc(announcements.id));
    },

    async byId(merchantCode: string, id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.merchantCode, merchantCode), eq(announcements.id, id)));
      return row;
    },

    /** Which of `ids` the member has read. */
    async readIds(memberId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: announcementReads.announcementId })
        .from(announcementReads)
        .where(and(eq(announcementReads.memberId, memberId), inArray(announcementReads.announcementId, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Idempotent: a second mark keeps the first read time. */
    async markRead(memberId: number, announcementId: number): Promise<void> {
      await db.insert(announcementReads).values({ memberId, announcementId }).onConflictDoNothing();
    },

    /** The operator's list: filtered, sorted by `sort` (ties newest first), one page with the total. */
    async page(merchantCode: string, filter: AnnouncementFilter, limit: number, offset: number) {
      const where = and(
        eq(announcements.merchantCode, merchantCode),
        filter.type ? eq(announcements.type, filter.type) : undefined,
        filter.language ? eq(announcements.language, filter.language) : undefined,
        filter.status ? statusIs(filter.status, filter.now) : undefined,
      );
      const direction = filter.order === 'asc' ? asc : desc;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(announcements)
          .where(where)
          .orderBy(direction(announcements[filter.sort]), desc(announcements.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(announcements).where(where),
      ]);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    async insert({ tx, merchantCode }: WriteScope, values: AnnouncementValues): Promise<AnnouncementRow> {
      const row = { ...values, merchantCode };
      return insertedRow(await tx.insert(announcements).values(row).returning(), 'announcement');
    },

    /** Replace; undefined when the id is not this merchant's. */
    async update(
      { tx, merchantCode }: WriteScope,
      id: number,
      values: AnnouncementValues,
    ): Promise<AnnouncementRow | undefined> {
      const [row] = await tx
        .update(announcements)
        .set({ ...values, updatedAt: new Date() })
        .where(ofMerchant(merchantCode, id))
        .returning();
      return row;
    },

    /** Delete (its read marks go with it); undefined when the id is not this merchant's. */
    async remove({ tx, merchantCode }: WriteScope, id: number): Promise<AnnouncementRow | undefined> {
      const [row] = await tx.delete(announcements).where(ofMerchant(merchantCode, id)).returning();
      return row;
    },

    /** Whether the merchant has any announcement yet (the seed adds its own only to an empty site). */
    async any(merchantCode: string): Promise<boolean> {
      const [row] = await db
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.merchantCode, merchantCode))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type AnnouncementsRepository = ReturnType<typeof createAnnouncementsRepository>;
