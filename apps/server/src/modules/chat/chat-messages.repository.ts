import type { ChatMessage } from '@lobby/contract/chat';
import { desc, eq } from 'drizzle-orm';
import { chatMessages, operators } from '../../db/schema/index';
import type { DbOrTx } from '../../db/transaction';

const iso = (date: Date) => date.toISOString();

/** A conversation's newest `limit` messages, oldest first, with the answering operator's name. */
export async function messagesOf(db: DbOrTx, conversationId: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      conversationId: chatMessages.conversationId,
      fromOperator: chatMessages.fromOperator,
      operatorName: operators.username,
      text: chatMessages.text,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    author: row.fromOperator ? 'operator' : 'member',
    operatorName: row.fromOperator ? (row.operatorName ?? null) : null,
    text: row.text,
    createdAt: iso(row.createdAt),
  }));
}

export async function insertMessage(
  tx: DbOrTx,
  conversationId: number,
  text: string,
  operatorId: number | null,
): Promise<number> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ conversationId, text, operatorId, fromOperator: operatorId !== null })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not inserted');
  return row.id;
}
