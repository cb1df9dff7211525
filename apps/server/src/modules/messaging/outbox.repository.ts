import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@lobby/contract/messaging';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export function createOutboxRepository(db: Db) {
  return {
    async insert(row: typeof outboxMessages.$inferInsert): Promise<void> {
      await db.insert(outboxMessages).values(row);
    },
    /** Newest first, optionally for one recipient. */
    async list(to: string | undefined, limit: number): Promise<OutboxMessage[]> {
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(to ? eq(outboxMessages.recipient, to) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
