import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members, paymentPasswordGuards } from '../../db/schema/index';

export interface GuardState {
  tries: number;
  lockedUntil: Date | null;
}

export interface TryOutcome extends GuardState {
  /** locked: refused unjudged (the lock still runs). */
  outcome: 'right' | 'wrong' | 'locked';
}

export interface TryPolicy {
  maxTries: number;
  lockMinutes: number;
}

/** The payment password's hash (on the member row) and the count of its tries. */
export function createPaymentPasswordRepository(db: Db) {
  return {
    async hashOf(memberId: number): Promise<string | null | undefined> {
      const [row] = await db
        .select({ hash: members.paymentPasswordHash })
        .from(members)
        .where(eq(members.id, memberId));
      return row?.hash;
    },

    async loginHashOf(memberId: number): Promise<string | null> {
      const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, memberId));
      return row?.hash ?? null;
    },

    /** The member's bound mobile number (codes to reset the payment password go there). */
    async mobileOf(memberId: number): Promise<{ countryDialingCode: string; mobileNum: string } | undefined> {
      const [row] = await db
        .select({ countryDialingCode: members.countryDialingCode, mobileNum: members.mobileNum })
        .from(members)
        .where(eq(members.id, memberId));
      return row;
    },

    /** A reset by SMS code: the new hash, and the count and lock of wrong tries cleared. */
    async resetWith(memberId: number, hash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, memberId));
        await tx
          .update(paymentPasswordGuards)
          .set({ tries: 0, lockedUntil: null, updatedAt: sql`now()` })
          .where(eq(paymentPasswordGuards.memberId, memberId));
      });
    },

    /** Set the first payment password; false when one was set meanwhile (the update is conditional). */
    async setFirst(memberId: number, hash: string): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ paymentPasswordHash: hash })
        .where(and(eq(members.id, memberId), isNull(members.paymentPasswordHash)))
        .returning({ id: members.id });
      return rows.length > 0;
    },

    async replace(memberId: number, hash: string): Promise<void> {
      await db.update(members).set({ paymentPasswordHash: hash }).where(eq(members.id, memberId));
    },

    async guard(memberId: number): Promise<GuardState | undefined> {
      const [row] = await db
        .select({ tries: paymentPasswordGuards.tries, lockedUntil: paymentPasswordGuards.lockedUntil })
        .from(paymentPasswordGuards)
        .where(eq(paymentPasswordGuards.memberId, memberId));
      return row;
    },

    /**
     * One try, judged under a lock of the member's guard row: tries of one member (on any instance)
     * run one after another, so parallel guesses can never get past the limit, and parallel right
     * answers never lock anyone out. A wrong answer counts and locks at the limit; a right one
     * resets the count; an expired lock starts the count again. `matches` checks the hash.
     */
    async judge(
      merchantCode: string,
      memberId: number,
      policy: TryPolicy,
      matches: () => Promise<boolean>,
    ): Promise<TryOutcome> {
      const g = paymentPasswordGuards;
      return db.transaction(async (tx) => {
        await tx.insert(g).values({ merchantCode, memberId }).onConflictDoNothing();
        const [row] = await tx
          .select({
            tries: g.tries,
            lockedUntil: g.lockedUntil,
            live: sql<boolean>`coalesce(${g.lockedUntil} > now(), false)`,
          })
          .from(g)
          .where(eq(g.memberId, memberId))
          .for('update');
        if (!row) throw new Error('payment password guard missing');
        if (row.live) return { outcome: 'locked', tries: row.tries, lockedUntil: row.lockedUntil };
        const tries = row.lockedUntil ? 0 : row.tries;
        if (await matches()) {
          await tx
            .update(g)
            .set({ tries: 0, lockedUntil: null, updatedAt: sql`now()` })
            .where(eq(g.memberId, memberId));
          return { outcome: 'right', tries: 0, lockedUntil: null };
        }
        const lock = tries + 1 >= policy.maxTries;
        const [after] = await tx
          .update(g)
          .set({
            tries: tries + 1,
            lockedUntil: lock ? sql`now() + make_interval(mins => ${policy.lockMinutes})` : null,
            updatedAt: sql`now()`,
          })
          .where(eq(g.memberId, memberId))
          .returning({ lockedUntil: g.lockedUntil });
        return { outcome: 'wrong', tries: tries + 1, lockedUntil: after?.lockedUntil ?? null };
      });
    },
  };
}
export type PaymentPasswordRepository = ReturnType<typeof createPaymentPasswordRepository>;
