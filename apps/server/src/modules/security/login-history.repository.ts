import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHistory } from '../../db/schema/index';

/** How many sign-ins a member's history keeps: older ones go as new ones come. */
export const LOGIN_HISTORY_KEPT = 50;

export type LoginHistoryRow = typeof loginHistory.$inferSelect;

export function createLoginHistoryRepository(db: Db) {
  const h = loginHistory;
  return {
    /** Add one, then drop what falls past the member's bound (by id: ids grow with time). */
    async record(row: typeof loginHistory.$inferInsert): Promise<void> {
      const [added] = await db.insert(h).values(row).returning({ id: h.id });
      if (!added) return;
      await db
        .delete(h)
        .where(
          and(
            eq(h.memberId, row.memberId),
            lt(
              h.id,
              sql`(select min(id) from (select id from ${h} where ${h.memberId} = ${row.memberId} order by id desc limit ${LOGIN_HISTORY_KEPT}) kept)`,
            ),
          ),
        );
    },

    async list(memberId: number): Promise<LoginHistoryRow[]> {
      // By time: an unanswered two-factor step is recorded after it expires, at the time it was started.
      return db
        .select()
        .from(h)
        .where(eq(h.memberId, memberId))
        .orderBy(desc(h.at), desc(h.id))
        .limit(LOGIN_HISTORY_KEPT);
    },
  };
}
export type LoginHistoryRepository = ReturnType<typeof createLoginHistoryRepository>;
