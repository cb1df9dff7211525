import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, promotions, rewardApplicationImages, rewardApplications } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import { applyChangeInTransaction } from '../wallet/wallet.repository';
import type { StoredPicture } from '../../lib/picture-upload';

export interface NewApplication {
  merchantCode: string;
  memberId: number;
  promotionId: number;
  requestKey: string;
  remarks: string;
  pictures: StoredPicture[];
}

export interface Review {
  status: 'approved' | 'rejected';
  reviewNote: string;
  rewardMinor: number;
}

/** An application with its promotion's title, its picture count and its member's name. */
const view = {
  id: rewardApplications.id,
  merchantCode: rewardApplications.merchantCode,
  memberId: rewardApplications.memberId,
  username: members.username,
  promotionId: rewardApplications.promotionId,
  promotionTitle: promotions.title,
  status: rewardApplications.status,
  remarks: rewardApplications.remarks,
  rewardMinor: rewardApplications.rewardMinor,
  reviewNote: rewardApplications.reviewNote,
  reviewedBy: rewardApplications.reviewedBy,
  reviewedAt: rewardApplications.reviewedAt,
  createdAt: rewardApplications.createdAt,
  imageCount: sql<number>`(select count(*)::int from ${rewardApplicationImages} where ${rewardApplicationImages.applicationId} = ${rewardApplications.id})`,
};

/**
 * Close the member's pending reward applications unpaid, in the caller's transaction (a
 * self-exclusion forfeits pending bonuses); the note tells the operator why.
 */
export async function forfeitPendingClaims(tx: Db, memberId: number, note: string): Promise<void> {
  await tx
    .update(rewardApplications)
    .set({ status: 'rejected', reviewNote: note, reviewedAt: sql`now()` })
    .where(and(eq(rewardApplications.memberId, memberId), eq(rewardApplications.status, 'pending')));
}

export function createRewardsRepository(db: Db) {
  const select = () =>
    db
      .select(view)
      .from(rewardApplications)
      .innerJoin(promotions, eq(promotions.id, rewardApplications.promotionId))
      .innerJoin(members, eq(members.id, rewardApplications.memberId));

  return {
    async byRequestKey(memberId: number, requestKey: string) {
      const [row] = await select()
        .where(and(eq(rewardApplications.memberId, memberId), eq(rewardApplications.requestKey, requestKey)))
        .limit(1);
      return row;
    },

    /**
     * The application and its pictures in one transaction. A row with the same (member, request
     * key) wins: then nothing is written and `created` is false (a simultaneous duplicate waits for
     * the first to commit, then stops here).
     */
    async create(application: NewApplication): Promise<{ id: number; created: boolean }> {
      return db.transaction(async (tx) => {
        const { pictures, ...row } = application;
        const [inserted] = await tx
          .insert(rewardApplications)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: rewardApplications.id });
        if (!inserted) {
          const [earlier] = await tx
            .select({ id: rewardApplications.id })
            .from(rewardApplications)
            .where(
              and(
                eq(rewardApplications.memberId, application.memberId),
                eq(rewardApplications.requestKey, application.requestKey),
              ),
            );
          if (!earlier) throw new Error('reward application conflict without a row');
          return { id: earlier.id, created: false };
        }
        if (pictures.length > 0) {
          await tx
            .insert(rewardApplicationImages)
            .values(pictures.map((picture, i) => ({ ...picture, applicationId: inserted.id, sequence: i + 1 })));
        }
        return { id: inserted.id, created: true };
      });
    },

    async byId(merchantCode: string, id: number) {
      const [row] = await select()
        .where(and(eq(rewardApplications.merchantCode, merchantCode), eq(rewardApplications.id, id)))
        .limit(1);
      return row;
    },

    /** One member's applications, newest first. */
    async ofMember(memberId: number, offset: number, limit: number) {
      const where = eq(rewardApplications.memberId, memberId);
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(desc(rewardApplications.createdAt), desc(rewardApplications.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(rewardApplications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The review queue of a merchant, by status when asked, newest or oldest first. */
    async list(
      merchantCode: string,
      { status, sort }: { status?: Review['status'] | 'pending' | undefined; sort: 'newest' | 'oldest' },
      offset: number,
      limit: number,
    ) {
      const where = and(
        eq(rewardApplications.merchantCode, merchantCode),
        status ? eq(rewardApplications.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(
            ...(sort === 'oldest'
              ? [asc(rewardApplications.createdAt), asc(rewardApplications.id)]
              : [desc(rewardApplications.createdAt), desc(rewardApplications.id)]),
          )
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(rewardApplications).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    images(applicationId: number) {
      return db
        .select()
        .from(rewardApplicationImages)
        .where(eq(rewardApplicationImages.applicationId, applicationId))
        .orderBy(asc(rewardApplicationImages.sequence));
    },

    async image(applicationId: number, imageId: number) {
      const [row] = await db
        .select()
        .from(rewardApplicationImages)
        .where(and(eq(rewardApplicationImages.applicationId, applicationId), eq(rewardApplicationImages.id, imageId)))
        .limit(1);
      return row;
    },

    /**
     * Review a pending application of the merchant: its status, and the reward credited to the member's
     * wallet (a ledger row under the application's id), in the caller's transaction. The member's id;
     * undefined when it was not pending (already reviewed, or reviewed by someone else a moment ago).
     */
    async review({ tx, merchantCode }: WriteScope, reviewer: number | null, id: number, review: Review) {
      const [updated] = await tx
        .update(rewardApplications)
        .set({
          status: review.status,
          reviewNote: review.reviewNote,
          rewardMinor: review.status === 'approved' ? review.rewardMinor : 0,
          reviewedBy: reviewer,
          reviewedAt: sql`now()`,
        })
        .where(
          and(
            eq(rewardApplications.merchantCode, merchantCode),
            eq(rewardApplications.id, id),
            eq(rewardApplications.status, 'pending'),
          ),
        )
        .returning({ memberId: rewardApplications.memberId });
      if (!updated) return undefined;
      if (review.status === 'approved' && review.rewardMinor > 0) {
        await applyChangeInTransaction(tx, {
          merchantCode,
          memberId: updated.memberId,
          kind: 'reward',
          amountMinor: review.rewardMinor,
          reference: `reward-application:${id}`,
        });
      }
      return updated;
    },
  };
}
export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
export type ApplicationView = NonNullable<Awaited<ReturnType<RewardsRepository['byId']>>>;
