import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottles } from '../../db/schema/index';

export type ThrottleRow = typeof loginThrottles.$inferSelect;

export interface FailurePolicy {
  /** Failures older than this no longer count. */
  windowMinutes: number;
  lockAfter: number;
  lockMinutes: number;
}

export function createLoginThrottleRepository(db: Db) {
  return {
    async find(merchantCode: string, keys: string[]): Promise<ThrottleRow[]> {
      return db
        .select()
        .from(loginThrottles)
        .where(and(eq(loginThrottles.merchantCode, merchantCode), inArray(loginThrottles.key, keys)));
    },

    /** Count one failure in one statement (safe under concurrent logins); lock at the threshold. */
    async recordFailure(merchantCode: string, key: string, policy: FailurePolicy): Promise<ThrottleRow> {
      const window = sql`make_interval(mins => ${policy.windowMinutes})`;
      const lock = sql`now() + make_interval(mins => ${policy.lockMinutes})`;
      const stale = sql`${loginThrottles.windowStartedAt} < now() - ${window}`;
      const failures = sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ merchantCode, key, failures: 1 })
        .onConflictDoUpdate({
          target: [loginThrottles.merchantCode, loginThrottles.key],
          set: {
            failures,
            windowStartedAt: sql`case when ${stale} then now() else ${loginThrottles.windowStartedAt} end`,
            lockedUntil: sql`case when ${failures} >= ${policy.lockAfter} then ${lock} else ${loginThrottles.lockedUntil} end`,
          },
        })
        .returning();
      if (!row) throw new Error('throttle upsert returned nothing');
      return row;
    },

    async clear(merchantCode: string, key: string): Promise<void> {
      await db
        .delete(loginThrottles)
        .where(and(eq(loginThrottles.merchantCode, merchantCode), eq(loginThrottles.key, key)));
    },
  };
}
export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;
