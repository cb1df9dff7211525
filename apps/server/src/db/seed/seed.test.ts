import { and, asc, count, eq } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  depositOrders,
  games,
  ledgerEntries,
  members,
  merchants,
  providers,
  turnoverRequirements,
  vendorGameTypes,
  wallets,
  wins,
  withdrawalRequests,
} from '../schema/index';
import { openTestDb, DRIVERS, type TestDb } from '../../test/app';
import { CATALOGUE_GAMES, TEST_GAMES, TEST_NOW } from '../../test/constants';
import { seedDatabase } from './index';
import { KENO_NODE_ID } from './inhouse';

describe.each(DRIVERS)('seed on %s', (driver) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb(driver);
  });
  afterAll(() => db.drop());

  const countOf = async (table: typeof games | typeof banners | typeof wins | typeof providers, code = 'LUCKYNOVA') => {
    const [row] = await db.handle.db.select({ n: count() }).from(table).where(eq(table.merchantCode, code));
    return row?.n ?? 0;
  };

  it('seeded two merchants, one of them the default', async () => {
    const rows = await db.handle.db.select().from(merchants);
    expect(rows.map((row) => row.code).sort()).toEqual(['GOLDREEF', 'LUCKYNOVA']);
    expect(rows.filter((row) => row.isDefault).map((row) => row.code)).toEqual(['LUCKYNOVA']);
    expect(await countOf(games)).toBe(CATALOGUE_GAMES);
    expect(await countOf(providers)).toBeGreaterThanOrEqual(30);
  });

  it("gives each demo player a cashier history once, every balance its ledger's running sum", async () => {
    const uploads = mkdtempSync(join(tmpdir(), 'seed-uploads-'));
    try {
      await seedDatabase(db.handle.db, { games: TEST_GAMES, now: TEST_NOW, uploadsDir: uploads });
      const history = async () => {
        const result: Record<string, unknown> = {};
        for (const username of ['demo', 'reefer']) {
          const [member] = await db.handle.db.select().from(members).where(eq(members.usernameKey, username));
          const id = member!.id;
          const orders = await db.handle.db.select().from(depositOrders).where(eq(depositOrders.memberId, id));
          const requests = await db.handle.db
            .select()
            .from(withdrawalRequests)
            .where(eq(withdrawalRequests.memberId, id));
          const ledger = await db.handle.db
            .select()
            .from(ledgerEntries)
            .where(eq(ledgerEntries.memberId, id))
            .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
          const [wallet] = await db.handle.db.select().from(wallets).where(eq(wallets.memberId, id));
          const [turnover] = await db.handle.db
            .select({ n: count() })
            .from(turnoverRequirements)
            .where(eq(turnoverRequirements.memberId, id));
          let running = 0;
          for (const row of ledger) {
            running += row.amountMinor;
            expect(row.balanceAfterMinor, `${username} ${row.reference}`).toBe(running);
          }
          expect(wallet!.balanceMinor).toBe(running);
          const pending = orders.find((order) => order.status === 'pending');
          expect(pending?.receiptKey && existsSync(join(uploads, pending.receiptKey))).toBe(true);
          result[username] = {
            orders: orders.map((order) => order.status).sort(),
            requests: requests.map((request) => request.status).sort(),
            ledgerRows: ledger.length,
            turnover: turnover!.n,
            payee: member!.profile?.payeeName,
          };
        }
        return result;
      };
      const first = await history();
      expect(first).toMatchObject({
        demo: {
          orders: ['credited', 'credited', 'credited', 'credited', 'pending', 'rejected'],
          requests: ['paid', 'pending'],
          turnover: 4,
          payee: 'Alex Morgan',
        },
        reefer: { requests: ['paid', 'pending'], turnover: 4, payee: 'Rina Wijaya' },
      });
      await seedDatabase(db.handle.db, { games: TEST_GAMES, now: TEST_NOW, uploadsDir: uploads });
      expect(await history()).toEqual(first);
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it('seeds each in-house engine as one distinct, honestly named game', async () => {
    for (const code of ['LUCKYNOVA', 'GOLDREEF']) {
      const rows = await db.handle.db
        .select({ name: games.gameName, engine: games.engine })
        .from(games)
        .where(and(eq(games.merchantCode, code), eq(games.vassalage, 'INH')));
      expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'Nova Dice', engine: 'dice' },
        { name: 'Nova Fruit Reels', engine: 'slot' },
        { name: 'Nova Keno', engine: 'keno' },
        { name: 'Nova Limbo', engine: 'limbo' },
        { name: 'Nova Plinko', engine: 'plinko' },
      ]);
    }
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = [
      await countOf(games),
      await countOf(banners),
      await countOf(wins),
      await countOf(games, 'GOLDREEF'),
    ];
    const result = await seedDatabase(db.handle.db, { games: TEST_GAMES, now: TEST_NOW });
    expect(result.inserted).toBe(0);
    expect([
      await countOf(games),
      await countOf(banners),
      await countOf(wins),
      await countOf(games, 'GOLDREEF'),
    ]).toEqual(before);
  });

  it('types the in-house keno as an e-lottery game, and puts it right on a database seeded as a slot', async () => {
    const keno = () => db.handle.db.select().from(games).where(eq(games.nodeId, KENO_NODE_ID));
    expect((await keno())[0]).toMatchObject({ gameType: 'ELOTT', lottoMode: 'Elott', classify: ['Keno'] });
    await db.handle.db
      .update(games)
      .set({ gameType: 'RNG', lottoMode: null, classify: [] })
      .where(eq(games.nodeId, KENO_NODE_ID));
    await seedDatabase(db.handle.db, { games: TEST_GAMES, now: TEST_NOW });
    expect((await keno())[0]).toMatchObject({ gameType: 'ELOTT', lottoMode: 'Elott', classify: ['Keno'] });
    const [membership] = await db.handle.db
      .select()
      .from(vendorGameTypes)
      .where(
        and(
          eq(vendorGameTypes.merchantCode, 'LUCKYNOVA'),
          eq(vendorGameTypes.gameType, 'ELOTT'),
          eq(vendorGameTypes.vassalage, 'INH'),
        ),
      );
    expect(membership?.gameCount).toBe(1);
  });

  it('grows the catalogue without touching the existing games', async () => {
    const [first] = await db.handle.db.select().from(games).where(eq(games.nodeId, '100000'));
    const result = await seedDatabase(db.handle.db, { games: TEST_GAMES + 50, now: TEST_NOW });
    expect(result.inserted).toBeGreaterThanOrEqual(50);
    expect(await countOf(games)).toBe(CATALOGUE_GAMES + 50);
    const [again] = await db.handle.db.select().from(games).where(eq(games.nodeId, '100000'));
    expect(again).toEqual(first);
  });
});
