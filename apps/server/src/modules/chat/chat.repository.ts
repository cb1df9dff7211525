import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatUnread, members } from '../../db/schema/index';
import type { WriteScope } from '../../db/transaction';

export function createChatRepository(db: Db) {
  return {
    async unread(memberId: number): Promise<number> {
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
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
