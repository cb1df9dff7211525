import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatUnread, members } from '../../db/schema/index';
import { recordAudit, type Actor } from '../audit/audit.repository';

export function createChatRepository(db: Db) {
  return {
    async unread(memberId: number): Promise<number> {
      const [row] = await db
        .select({ count: chatUnread.unReadCount })
        .from(chatUnread)
        .where(eq(chatUnread.memberId, memberId));
      return row?.count ?? 0;
    },

    /**
     * Set a real member's count, by username on the operator's merchant, with its audit row in the
     * same transaction; null when there is no such member. No content-version move: not published content.
     */
    async report(actor: Actor, usernameKey: string, count: number): Promise<{ username: string } | null> {
      return db.transaction(async (tx) => {
        const [member] = await tx
          .select({ id: members.id, username: members.username })
          .from(members)
          .where(
            and(
              eq(members.merchantCode, actor.merchantCode),
              eq(members.usernameKey, usernameKey),
              eq(members.trial, false),
            ),
          );
        if (!member) return null;
        await tx
          .insert(chatUnread)
          .values({ memberId: member.id, unReadCount: count })
          .onConflictDoUpdate({ target: chatUnread.memberId, set: { unReadCount: count, updatedAt: sql`now()` } });
        await recordAudit(tx, actor, {
          action: 'chat.unread.report',
          targetType: 'member',
          targetId: member.id,
          detail: { username: member.username, unReadCount: count },
        });
        return { username: member.username };
      });
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
