import type { AdminChatQueueQuery, AdminChatSummary, CannedReply } from '@lobby/contract/admin/chat';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatCannedReplies, chatConversations, chatMessages, members, operators } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';
import { insertMessage, messagesOf } from './chat-messages.repository';

/** Member messages after the operators' read mark. */
const unread = sql<number>`(select count(*)::int from ${chatMessages} m
  where m.conversation_id = ${chatConversations.id} and not m.from_operator and m.id > ${chatConversations.operatorReadId})`;
const lastText = sql<string>`coalesce((select m.text from ${chatMessages} m
  where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1), '')`;

/** The member wrote last: the conversation waits for an operator's answer. */
const memberWroteLast = sql`coalesce((select not m.from_operator from ${chatMessages} m
  where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1), false)`;

const summaryColumns = {
  id: chatConversations.id,
  memberId: chatConversations.memberId,
  username: members.username,
  status: chatConversations.status,
  unread,
  lastText,
  lastMessageAt: chatConversations.lastMessageAt,
  assignedTo: operators.username,
  createdAt: chatConversations.createdAt,
};

type SummaryRow = Omit<AdminChatSummary, 'lastMessageAt' | 'createdAt' | 'assignedTo'> & {
  lastMessageAt: Date;
  createdAt: Date;
  assignedTo: string | null;
};
const toSummary = (row: SummaryRow): AdminChatSummary => ({
  ...row,
  lastMessageAt: row.lastMessageAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The operators' side of the chat: the queue, one conversation, answers, read marks, closing. */
export function createChatDeskRepository(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(chatConversations)
      .innerJoin(members, eq(members.id, chatConversations.memberId))
      .leftJoin(operators, eq(operators.id, chatConversations.assignedOperatorId));

  const inMerchant = (merchantCode: string, id: number) =>
    and(eq(chatConversations.merchantCode, merchantCode), eq(chatConversations.id, id));

  return {
    async queue(merchantCode: string, query: AdminChatQueueQuery) {
      const where = and(eq(chatConversations.merchantCode, merchantCode), eq(chatConversations.status, query.status));
      const open = and(eq(chatConversations.merchantCode, merchantCode), eq(chatConversations.status, 'open'));
      const [rows, [total], [waiting]] = await Promise.all([
        summaries()
          .where(where)
          .orderBy(
            sql`${unread} > 0 desc`,
            sql`${chatConversations.lastMessageAt} desc`,
            sql`${chatConversations.id} desc`,
          )
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(chatConversations)
          .where(where),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(chatConversations)
          .where(and(open, memberWroteLast)),
      ]);
      return { list: rows.map(toSummary), totalCount: total?.count ?? 0, waiting: waiting?.count ?? 0 };
    },

    async summary(merchantCode: string, id: number) {
      const [row] = await summaries().where(inMerchant(merchantCode, id));
      return row && toSummary(row);
    },

    async registeredAt(memberId: number): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: members.createdAt }).from(members).where(eq(members.id, memberId));
      return row?.createdAt;
    },

    messagesOf: (conversationId: number, limit: number) => messagesOf(db, conversationId, limit),

    /** An operator's answer in an open conversation of the merchant: the message's id, or 'closed' / undefined. */
    async answer({ tx, merchantCode }: WriteScope, id: number, operatorId: number, text: string) {
      const [conversation] = await tx
        .select({ status: chatConversations.status })
        .from(chatConversations)
        .where(inMerchant(merchantCode, id))
        .for('update');
      if (!conversation) return undefined;
      if (conversation.status !== 'open') return 'closed' as const;
      const messageId = await insertMessage(tx, id, text, operatorId);
      // Answering reads everything before the answer.
      await tx
        .update(chatConversations)
        .set({ lastMessageAt: sql`now()`, assignedOperatorId: operatorId, operatorReadId: messageId })
        .where(eq(chatConversations.id, id));
      const [message] = await messagesOf(tx, id, 1);
      return message;
    },

    async markRead({ tx, merchantCode }: WriteScope, id: number, upTo: number) {
      const [row] = await tx
        .update(chatConversations)
        .set({ operatorReadId: sql`greatest(${chatConversations.operatorReadId}, ${upTo})` })
        .where(inMerchant(merchantCode, id))
        .returning({ id: chatConversations.id, memberId: chatConversations.memberId });
      return row;
    },

    async close({ tx, merchantCode }: WriteScope, id: number) {
      const [row] = await tx
        .update(chatConversations)
        .set({ status: 'closed', closedAt: sql`now()` })
        .where(and(inMerchant(merchantCode, id), eq(chatConversations.status, 'open')))
        .returning({ id: chatConversations.id, memberId: chatConversations.memberId });
      return row;
    },

    async cannedReplies(merchantCode: string): Promise<CannedReply[]> {
      return db
        .select({ id: chatCannedReplies.id, title: chatCannedReplies.title, text: chatCannedReplies.text })
        .from(chatCannedReplies)
        .where(eq(chatCannedReplies.merchantCode, merchantCode))
        .orderBy(asc(chatCannedReplies.position), asc(chatCannedReplies.id));
    },
  };
}
export type ChatDeskRepository = ReturnType<typeof createChatDeskRepository>;
