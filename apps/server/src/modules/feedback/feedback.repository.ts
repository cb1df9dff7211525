import type { AdminFeedbackQuery } from '@lobby/contract/admin/feedback';
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback, feedbackImages, members, operators } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import type { StoredPicture } from '../../lib/picture-upload';

export interface NewFeedback {
  merchantCode: string;
  memberId: number;
  requestKey: string;
  category: string;
  content: string;
  pictures: StoredPicture[];
}

const imageCount = sql<number>`(select count(*)::int from ${feedbackImages} where ${feedbackImages.feedbackId} = ${feedback.id})`;

/** A feedback row as both sides read it: the member's name and the replier's, its picture count. */
const VIEW = {
  id: feedback.id,
  memberId: feedback.memberId,
  username: members.username,
  category: feedback.category,
  content: feedback.content,
  reply: feedback.reply,
  repliedBy: operators.username,
  createdAt: feedback.createdAt,
  repliedAt: feedback.repliedAt,
  imageCount,
};

/** The operators' filters: status, category, member. Always within the merchant. */
function queueFilter(merchantCode: string, query: AdminFeedbackQuery): SQL {
  const status =
    query.status === 'open'
      ? isNull(feedback.repliedAt)
      : query.status === 'replied'
        ? sql`${feedback.repliedAt} is not null`
        : undefined;
  return and(
    eq(feedback.merchantCode, merchantCode),
    status,
    query.category ? eq(feedback.category, query.category) : undefined,
    query.username ? eq(members.usernameKey, query.username.toLowerCase()) : undefined,
  ) as SQL;
}

export function createFeedbackRepository(db: Db) {
  const select = () =>
    db
      .select(VIEW)
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .leftJoin(operators, eq(operators.id, feedback.repliedBy));

  return {
    /** The feedback and its pictures in one transaction; a repeated request key creates nothing. */
    async create(entry: NewFeedback): Promise<{ id: number; created: boolean }> {
      const { pictures, ...row } = entry;
      const inserted = await db.transaction(async (tx) => {
        const [created] = await tx.insert(feedback).values(row).onConflictDoNothing().returning({ id: feedback.id });
        if (created && pictures.length > 0) {
          await tx
            .insert(feedbackImages)
            .values(pictures.map((picture, i) => ({ ...picture, feedbackId: created.id, sequence: i + 1 })));
        }
        return created;
      });
      if (inserted) return { id: inserted.id, created: true };
      // A simultaneous retry of the same submission won: answer with its feedback.
      const earlier = await this.byRequestKey(entry.memberId, entry.requestKey);
      if (!earlier) throw new Error('feedback conflict without a row');
      return { id: earlier.id, created: false };
    },

    async byRequestKey(memberId: number, requestKey: string) {
      const [row] = await select().where(and(eq(feedback.memberId, memberId), eq(feedback.requestKey, requestKey)));
      return row;
    },

    async byId(merchantCode: string, id: number) {
      const [row] = await select().where(and(eq(feedback.merchantCode, merchantCode), eq(feedback.id, id)));
      return row;
    },

    /** One member's feedback, newest first. */
    async ofMember(merchantCode: string, memberId: number, offset: number, limit: number) {
      const where = and(eq(feedback.merchantCode, merchantCode), eq(feedback.memberId, memberId));
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(feedback).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The merchant's queue, a page of it and how many match. */
    async list(merchantCode: string, query: AdminFeedbackQuery, offset: number) {
      const where = queueFilter(merchantCode, query);
      const direction = query.order === 'asc' ? asc : desc;
      const column = query.sort === 'repliedAt' ? feedback.repliedAt : feedback.createdAt;
      const [rows, [total]] = await Promise.all([
        select().where(where).orderBy(direction(column), direction(feedback.id)).limit(query.pageSize).offset(offset),
        db.select({ n: count() }).from(feedback).innerJoin(members, eq(members.id, feedback.memberId)).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async images(feedbackId: number) {
      return db
        .select({
          id: feedbackImages.id,
          contentType: feedbackImages.contentType,
          bytes: feedbackImages.bytes,
          sequence: feedbackImages.sequence,
        })
        .from(feedbackImages)
        .where(eq(feedbackImages.feedbackId, feedbackId))
        .orderBy(asc(feedbackImages.sequence));
    },

    async image(feedbackId: number, imageId: number) {
      const [row] = await db
        .select({ storageKey: feedbackImages.storageKey, contentType: feedbackImages.contentType })
        .from(feedbackImages)
        .where(and(eq(feedbackImages.feedbackId, feedbackId), eq(feedbackImages.id, imageId)));
      return row;
    },

    /** Record the reply of a feedback still open; undefined when it already had one (or is not this merchant's). */
    async reply({ tx, merchantCode }: WriteScope, operatorId: number | null, id: number, reply: string) {
      const [row] = await tx
        .update(feedback)
        .set({ reply, repliedBy: operatorId, repliedAt: sql`now()` })
        .where(and(eq(feedback.merchantCode, merchantCode), eq(feedback.id, id), isNull(feedback.repliedAt)))
        .returning({ id: feedback.id, memberId: feedback.memberId, category: feedback.category });
      return row;
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
export type FeedbackView = NonNullable<Awaited<ReturnType<FeedbackRepository['byId']>>>;
