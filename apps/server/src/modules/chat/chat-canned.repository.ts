import { CANNED_REPLIES_MAX, type CannedReply, type CannedReplyInput } from '@lobby/contract/admin/chat';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatCannedReplies } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

const columns = { id: chatCannedReplies.id, title: chatCannedReplies.title, text: chatCannedReplies.text };
const ofMerchant = (merchantCode: string) => eq(chatCannedReplies.merchantCode, merchantCode);
const one = (merchantCode: string, id: number) => and(ofMerchant(merchantCode), eq(chatCannedReplies.id, id));

/** Why a write was refused: the site keeps enough already, or another reply has that title. */
export type CannedRefusal = 'full' | 'taken';

/** The desk's canned replies, as admins keep them: in the site's order, titles unique per site. */
export function createCannedRepliesRepository(db: Db) {
  /**
   * Lock the site's replies for the rest of the write: two admins' adds and edits then take turns, so
   * the count and title checks below hold when the row is written (the unique index would be a 500).
   */
  async function lockSite({ tx, merchantCode }: WriteScope) {
    await tx.select({ id: chatCannedReplies.id }).from(chatCannedReplies).where(ofMerchant(merchantCode)).for('update');
  }

  /** Another reply of the site already has this title (the unique index would refuse it). */
  async function titleTaken({ tx, merchantCode }: WriteScope, title: string, exceptId = 0) {
    const [row] = await tx
      .select({ id: chatCannedReplies.id })
      .from(chatCannedReplies)
      .where(and(ofMerchant(merchantCode), eq(chatCannedReplies.title, title), ne(chatCannedReplies.id, exceptId)));
    return Boolean(row);
  }

  return {
    list(merchantCode: string): Promise<CannedReply[]> {
      return db
        .select(columns)
        .from(chatCannedReplies)
        .where(ofMerchant(merchantCode))
        .orderBy(asc(chatCannedReplies.position), asc(chatCannedReplies.id));
    },

    byId({ tx, merchantCode }: WriteScope, id: number): Promise<CannedReply | undefined> {
      return tx
        .select(columns)
        .from(chatCannedReplies)
        .where(one(merchantCode, id))
        .then((rows) => rows[0]);
    },

    /** A new reply at the end of the list; a same-title reply added meanwhile makes it 'taken', not an error. */
    async create(scope: WriteScope, input: CannedReplyInput): Promise<CannedReply | CannedRefusal> {
      const { tx, merchantCode } = scope;
      await lockSite(scope);
      const [held] = await tx.select({ n: count() }).from(chatCannedReplies).where(ofMerchant(merchantCode));
      if ((held?.n ?? 0) >= CANNED_REPLIES_MAX) return 'full';
      if (await titleTaken(scope, input.title)) return 'taken';
      const last = sql`(select coalesce(max(position), 0) + 1 from ${chatCannedReplies} where merchant_code = ${merchantCode})`;
      const [row] = await tx
        .insert(chatCannedReplies)
        .values({ ...input, merchantCode, position: last })
        .onConflictDoNothing()
        .returning(columns);
      return row ?? 'taken';
    },

    /** New words for a reply of the site; undefined when it is not the site's. */
    async update(scope: WriteScope, id: number, input: CannedReplyInput): Promise<CannedReply | 'taken' | undefined> {
      await lockSite(scope);
      if (await titleTaken(scope, input.title, id)) return 'taken';
      const [row] = await scope.tx
        .update(chatCannedReplies)
        .set(input)
        .where(one(scope.merchantCode, id))
        .returning(columns);
      return row;
    },

    async remove({ tx, merchantCode }: WriteScope, id: number): Promise<CannedReply | undefined> {
      const [row] = await tx.delete(chatCannedReplies).where(one(merchantCode, id)).returning(columns);
      return row;
    },

    /**
     * Put the site's replies in the given order. False (nothing changed) unless the ids are exactly the
     * site's; the rows are locked first so a reply added meanwhile cannot slip out of the order.
     */
    async reorder({ tx, merchantCode }: WriteScope, ids: number[]): Promise<boolean> {
      const held = await tx
        .select({ id: chatCannedReplies.id })
        .from(chatCannedReplies)
        .where(ofMerchant(merchantCode))
        .for('update');
      const known = new Set(held.map((row) => row.id));
      if (held.length !== ids.length || !ids.every((id) => known.has(id))) return false;
      for (const [index, id] of ids.entries()) {
        await tx
          .update(chatCannedReplies)
          .set({ position: index + 1 })
          .where(one(merchantCode, id));
      }
      return true;
    },
  };
}
export type CannedRepliesRepository = ReturnType<typeof createCannedRepliesRepository>;
