import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatConversations, chatMessages, chatUnread, members } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import { createChatDeskRepository } from './chat-desk.repository';
import { insertMessage, messagesOf } from './chat-messages.repository';

export function createChatRepository(db: Db) {
  /** The member's open conversation, else the last closed one. */
  async function latest(memberId: number) {
    const [row] = await db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.memberId, memberId))
      .orderBy(sql`${chatConversations.status} = 'open' desc`, desc(chatConversations.id))
      .limit(1);
    return row;
  }

  return {
    latest,
    messagesOf: (conversationId: number, limit: number) => messagesOf(db, conversationId, limit),

    /** Operator messages the member has not read, over all their conversations. */
    async memberUnread(memberId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(
          and(
            eq(chatConversations.memberId, memberId),
            eq(chatMessages.fromOperator, true),
            gt(chatMessages.id, chatConversations.memberReadId),
          ),
        );
      return row?.count ?? 0;
    },

    /** The member's own messages since `since` (the rate limit, the same for every server instance). */
    async sentSince(memberId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(
          and(
            eq(chatConversations.memberId, memberId),
            eq(chatMessages.fromOperator, false),
            gt(chatMessages.createdAt, since),
          ),
        );
      return row?.count ?? 0;
    },

    /** The member's message, in their open conversation (opened now if none): one transaction. */
    async addMemberMessage(merchantCode: string, memberId: number, text: string) {
      return db.transaction(async (tx) => {
        // Two first messages at once: the partial unique index lets one insert win, the other reads it.
        await tx.insert(chatConversations).values({ merchantCode, memberId }).onConflictDoNothing();
        const [conversation] = await tx
          .select({ id: chatConversations.id })
          .from(chatConversations)
          .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.status, 'open')));
        if (!conversation) throw new Error('no open chat conversation');
        const id = await insertMessage(tx, conversation.id, text, null);
        await tx
          .update(chatConversations)
          .set({ lastMessageAt: sql`now()`, memberReadId: sql`greatest(${chatConversations.memberReadId}, ${id})` })
          .where(eq(chatConversations.id, conversation.id));
        const [message] = await messagesOf(tx, conversation.id, 1);
        if (!message) throw new Error('chat message not read back');
        return message;
      });
    },

    /** Marks the member's conversation read up to a message id; the conversation's id, or undefined. */
    async markMemberRead(memberId: number, upTo: number): Promise<number | undefined> {
      const [row] = await db
        .update(chatConversations)
        .set({ memberReadId: sql`greatest(${chatConversations.memberReadId}, ${upTo})` })
        .where(
          and(
            eq(chatConversations.memberId, memberId),
            sql`${chatConversations.id} = (select ${chatMessages.conversationId} from ${chatMessages} where ${chatMessages.id} = ${upTo})`,
          ),
        )
        .returning({ id: chatConversations.id });
      return row?.id;
    },

    /** An outside chat service's reported count (merchants that keep their own chat). */
    async reportedUnread(memberId: number): Promise<number> {
      const [row] = await db
        .select({ count: chatUnread.unReadCount })
        .from(chatUnread)
        .where(eq(chatUnread.memberId, memberId));
      return row?.count ?? 0;
    },

    /** Set a real member's count, by username on the merchant; undefined when there is no such member. */
    async report({ tx, merchantCode }: WriteScope, usernameKey: string, count: number) {
      const [member] = await tx
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(
          and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, usernameKey), eq(members.trial, false)),
        );
      if (!member) return undefined;
      await tx
        .insert(chatUnread)
        .values({ memberId: member.id, unReadCount: count })
        .onConflictDoUpdate({ target: chatUnread.memberId, set: { unReadCount: count, updatedAt: sql`now()` } });
      return member;
    },

    desk: createChatDeskRepository(db),
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
