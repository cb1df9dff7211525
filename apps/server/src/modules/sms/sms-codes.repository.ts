import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes } from '../../db/schema/index';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export function createSmsCodesRepository(db: Db) {
  const since = (ms: number) => new Date(Date.now() - ms);
  return {
    async insert(row: typeof smsCodes.$inferInsert): Promise<void> {
      await db.insert(smsCodes).values(row);
    },

    /** Codes sent to a destination (any purpose), from an address or asked by a member within the last `ms`. */
    async countSince(
      merchantCode: string,
      by: { phone: string } | { ip: string } | { memberId: number },
      ms: number,
    ): Promise<number> {
      const match =
        'phone' in by
          ? eq(smsCodes.phone, by.phone)
          : 'ip' in by
            ? eq(smsCodes.ip, by.ip)
            : eq(smsCodes.memberId, by.memberId);
      const [row] = await db
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.merchantCode, merchantCode), match, gt(smsCodes.createdAt, since(ms))));
      return row?.n ?? 0;
    },

    /** The newest live code of a destination for a purpose (and the member who asked, when one did). */
    async latestLive(
      merchantCode: string,
      phone: string,
      purpose: string,
      memberId?: number,
    ): Promise<SmsCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.merchantCode, merchantCode),
            eq(smsCodes.phone, phone),
            eq(smsCodes.purpose, purpose),
            memberId === undefined ? undefined : eq(smsCodes.memberId, memberId),
            isNull(smsCodes.consumedAt),
            gt(smsCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      return row;
    },

    async addAttempt(id: number): Promise<void> {
      await db
        .update(smsCodes)
        .set({ attempts: sql`${smsCodes.attempts} + 1` })
        .where(eq(smsCodes.id, id));
    },

    /** Use a code up; false when another request used it first. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(smsCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
        .returning({ id: smsCodes.id });
      return rows.length === 1;
    },
  };
}
export type SmsCodesRepository = ReturnType<typeof createSmsCodesRepository>;
