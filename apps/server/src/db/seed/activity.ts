import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { ledgerEntries, members, wallets } from '../schema/index';
import { hashString, mulberry32, pick, pickWeighted, type Rng } from './prng';
import { DEFAULT_MERCHANT_CODE, SECOND_MERCHANT_CODE } from './merchants-data';

/**
 * A month of believable history for the operator dashboard: players who registered over the last 30
 * days, deposited (most on their first day), played and sometimes withdrew. The players have no password
 * (nobody signs in as them); every balance is the sum of its ledger rows. Play is written as bet and win
 * ledger rows, as a provider's round would be, without in-house rounds or tickets.
 */
const HISTORY_PLAYERS: Record<string, number> = { [DEFAULT_MERCHANT_CODE]: 72, [SECOND_MERCHANT_CODE]: 14 };
const DAYS = 30;
const HOUR = 3_600_000;
const FIRST = ['adi', 'budi', 'citra', 'dewi', 'eko', 'fajar', 'gita', 'hadi', 'indah', 'joko', 'kiki', 'lina'];
const LAST = ['santoso', 'wijaya', 'pratama', 'putri', 'saputra', 'hidayat', 'lestari', 'nugroho', 'kusuma'];
const DEPOSITS = [50_000, 100_000, 200_000, 250_000, 500_000, 1_000_000, 2_500_000];
const GAME_TYPES = [
  ['RNG', 6],
  ['LIVE', 3],
  ['FISH', 1],
  ['SPORTS', 2],
  ['ELOTT', 1],
] as const;

type Move = typeof ledgerEntries.$inferInsert;

export async function seedActivity(db: Db, merchantCode: string, now = new Date()): Promise<void> {
  const count = HISTORY_PLAYERS[merchantCode] ?? 0;
  const rng = mulberry32(hashString(`activity:${merchantCode}`));
  const names = Array.from({ length: count }, (_, index) => `${pick(rng, FIRST)}.${pick(rng, LAST)}${index + 10}`);
  const first = names[0];
  if (!first) return;
  const [seeded] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchantCode), eq(members.usernameKey, first)));
  if (seeded) return;
  const moves: Move[] = [];
  for (const username of names) {
    // Registrations lean towards recent days, as a growing site's do.
    const registeredAt = new Date(now.getTime() - Math.floor(rng() ** 1.4 * DAYS * 24) * HOUR);
    const [created] = await db
      .insert(members)
      .values({ merchantCode, username, usernameKey: username, nickname: username, createdAt: registeredAt })
      .returning({ id: members.id });
    if (!created) continue;
    const history = playerHistory(rng, now, registeredAt);
    const balance = history.reduce((sum, move) => sum + move.amountMinor, 0);
    await db.insert(wallets).values({ memberId: created.id, merchantCode, balanceMinor: balance });
    moves.push(...history.map((move) => ({ ...move, merchantCode, memberId: created.id })));
  }
  for (let start = 0; start < moves.length; start += 500) {
    await db.insert(ledgerEntries).values(moves.slice(start, start + 500));
  }
}

type PlayerMove = Omit<Move, 'merchantCode' | 'memberId'> & { amountMinor: number };

/** One player's movements from registration to now: deposits, sessions of bets and wins, a withdrawal now and then. */
function playerHistory(rng: Rng, now: Date, registeredAt: Date): PlayerMove[] {
  const moves: PlayerMove[] = [];
  let balance = 0;
  let at = registeredAt.getTime();
  const add = (kind: PlayerMove['kind'], amountMinor: number, gameType: string | null = null) => {
    balance += amountMinor;
    moves.push({
      kind,
      amountMinor,
      balanceAfterMinor: balance,
      reference: `demo-${kind}-${moves.length}`,
      gameType,
      createdAt: new Date(at),
    });
  };
  if (rng() < 0.25) return moves; // Registered, never deposited.
  at += Math.floor(rng() * 6 * HOUR);
  while (at < now.getTime()) {
    if (balance < 20_000 || rng() < 0.3) add('deposit', pick(rng, DEPOSITS));
    const gameType = pickWeighted(rng, GAME_TYPES);
    const stake = pick(rng, [1_000, 2_000, 5_000, 10_000, 20_000]);
    for (let round = 0; round < 3 + Math.floor(rng() * 8) && balance >= stake; round++) {
      at += 60_000 + Math.floor(rng() * 300_000);
      add('bet', -stake, gameType);
      // Pays back about 94% on average: most rounds lose, some win a few times the stake.
      const payout = rng() < 0.42 ? Math.round((stake * (0.5 + rng() * 3.5)) / 100) * 100 : 0;
      if (payout > 0) add('win', payout, gameType);
    }
    if (balance > 300_000 && rng() < 0.35) add('withdrawal', -Math.floor((balance * 0.6) / 10_000) * 10_000);
    at += Math.floor((8 + rng() * 60) * HOUR);
  }
  return moves.filter((move) => (move.createdAt as Date).getTime() <= now.getTime());
}
