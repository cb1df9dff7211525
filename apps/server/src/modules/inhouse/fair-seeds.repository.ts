import { createHash, randomBytes } from 'node:crypto';
import type { FairSeeds } from '@lobby/contract/fair';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fairSeeds } from '../../db/schema/index';

export interface SeedOwner {
  merchantCode: string;
  memberId: number;
}
export type StoredPair = typeof fairSeeds.$inferSelect;

const inUse = (owner: SeedOwner) =>
  and(
    eq(fairSeeds.memberId, owner.memberId),
    eq(fairSeeds.merchantCode, owner.merchantCode),
    isNull(fairSeeds.revealedAt),
  );

/** A fresh pair: a secret 256-bit server seed and its SHA-256; a random client seed unless the player chose one. */
function newPair(owner: SeedOwner, clientSeed = randomBytes(8).toString('hex')) {
  const serverSeed = randomBytes(32).toString('hex');
  const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
  return { merchantCode: owner.merchantCode, memberId: owner.memberId, serverSeed, serverSeedHash, clientSeed };
}

/** Start a pair unless the member has one in use (a pair made at the same time wins; this one is dropped). */
async function ensurePair(db: Db, owner: SeedOwner): Promise<void> {
  await db.insert(fairSeeds).values(newPair(owner)).onConflictDoNothing();
}

/**
 * Inside a round's transaction: the pair in use and the nonce this round gets, counted up at once.
 * The update locks the member's pair, so two rounds at the same time get one nonce each. A pair
 * rotated away meanwhile is no longer in use: the next statement sees the new one. `flag` (an SQL
 * condition) is read in the same statement, under that lock.
 */
export async function takeNonce(
  tx: Db,
  owner: SeedOwner,
  flag: SQL = sql`false`,
): Promise<FairSeeds & { id: number; flag: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [pair] = await tx
      .update(fairSeeds)
      .set({ nonce: sql`${fairSeeds.nonce} + 1` })
      .where(inUse(owner))
      .returning({
        id: fairSeeds.id,
        serverSeed: fairSeeds.serverSeed,
        clientSeed: fairSeeds.clientSeed,
        nonce: fairSeeds.nonce,
        flag: sql<boolean>`${flag}`,
      });
    if (pair) return { ...pair, nonce: pair.nonce - 1, flag: pair.flag === true };
    await ensurePair(tx, owner);
  }
  throw new Error('no seed pair in use after three attempts');
}

export function createFairSeedsRepository(db: Db) {
  async function current(owner: SeedOwner): Promise<StoredPair> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const [pair] = await db.select().from(fairSeeds).where(inUse(owner));
      if (pair) return pair;
      await ensurePair(db, owner);
    }
    throw new Error('no seed pair in use after three attempts');
  }

  return {
    current,

    async byId(id: number): Promise<StoredPair | undefined> {
      const [pair] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, id));
      return pair;
    },

    async setClientSeed(owner: SeedOwner, clientSeed: string): Promise<StoredPair> {
      for (let attempt = 0; attempt < 3; attempt++) {
        await current(owner);
        // A rotation in between retires the pair just read: the next attempt sets the new one's.
        const [pair] = await db.update(fairSeeds).set({ clientSeed }).where(inUse(owner)).returning();
        if (pair) return pair;
      }
      throw new Error('the client seed could not be set after three attempts');
    },

    /** Reveal the pair in use and start the next one (with the given client seed, else the same). */
    async rotate(owner: SeedOwner, clientSeed?: string): Promise<{ revealed: StoredPair; current: StoredPair }> {
      for (let attempt = 0; attempt < 3; attempt++) {
        await current(owner);
        const rotated = await db.transaction(async (tx) => {
          const [revealed] = await tx.update(fairSeeds).set({ revealedAt: new Date() }).where(inUse(owner)).returning();
          // Another rotation got there first: its new pair is then the one to retire, next attempt.
          if (!revealed) return undefined;
          const [next] = await tx
            .insert(fairSeeds)
            .values(newPair(owner, clientSeed ?? revealed.clientSeed))
            .returning();
          return next && { revealed, current: next };
        });
        if (rotated) return rotated;
      }
      throw new Error('the seed pair could not be rotated after three attempts');
    },
  };
}
export type FairSeedsRepository = ReturnType<typeof createFairSeedsRepository>;
