import { API_PATHS, type Failure } from '@lobby/contract/core';
import {
  betRecordsResponseSchema,
  profitLossResponseSchema,
  transactionsResponseSchema,
} from '@lobby/contract/records';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, ledgerEntries, providers } from '../../db/schema/index';
import { DEFAULT_MERCHANT } from '../../test/account-records';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { addEntry, addRound, playerOf, rangeQuery, type Player } from '../../test/records';
import { KENO_NODE_ID } from '../../db/seed/inhouse';

type Ok<T> = { success: true; value: T };
type Game = { nodeId: string; gameName: string; displayName: string };

const JUNE = ['2024-06-01T00:00:00Z', '2024-06-08T00:00:00Z'] as const;
const JULY = ['2024-07-01T00:00:00Z', '2024-07-02T00:00:00Z'] as const;

describe.each(DRIVERS)('betting record, account record, profit and loss on %s', (driver) => {
  let t: TestApp;
  let player: Player;
  let agent: Player;
  let keno: Game;
  let live: Game;
  const ids: Record<string, string> = {};

  async function gameOf(gameType: string, nodeId?: string): Promise<Game> {
    const [row] = await t.db.handle.db
      .select({ nodeId: games.nodeId, gameName: games.gameName, displayName: providers.displayName })
      .from(games)
      .innerJoin(
        providers,
        and(eq(providers.merchantCode, games.merchantCode), eq(providers.vassalage, games.vassalage)),
      )
      .where(
        and(
          eq(games.merchantCode, DEFAULT_MERCHANT),
          eq(games.gameType, gameType),
          ...(nodeId ? [eq(games.nodeId, nodeId)] : []),
        ),
      )
      .limit(1);
    if (!row) throw new Error(`no ${gameType} game`);
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp(driver);
    const demo = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const agent01 = await loginAs(t.app, DEMO.agent.username, DEMO.agent.password);
    player = await playerOf(t, DEMO.player.username, demo.token);
    agent = await playerOf(t, DEMO.agent.username, agent01.token);
    keno = await gameOf('ELOTT', KENO_NODE_ID);
    live = await gameOf('LIVE');
    const kenoRound = { nodeId: keno.nodeId, gameType: 'ELOTT' };
    ids.first = await addRound(t, player, { ...kenoRound, at: '2024-06-01T00:00:00Z', stake: 1_000, payout: 2_500 });
    ids.second = await addRound(t, player, { ...kenoRound, at: '2024-06-02T10:00:00Z', stake: 500, payout: 0 });
    ids.live = await addRound(t, player, {
      nodeId: live.nodeId,
      gameType: 'LIVE',
      at: '2024-06-03T10:00:00Z',
      stake: 2_000,
      payout: 1_000,
    });
    ids.free = await addRound(t, player, {
      ...kenoRound,
      at: '2024-06-02T12:00:00Z',
      stake: 1_000,
      payout: 9_000,
      mode: 'free',
    });
    ids.atEnd = await addRound(t, player, { ...kenoRound, at: JUNE[1], stake: 100, payout: 0 });
    ids.agent = await addRound(t, agent, { ...kenoRound, at: '2024-06-02T11:00:00Z', stake: 700, payout: 0 });
    for (let i = 0; i < 25; i += 1) {
      await addRound(t, player, {
        ...kenoRound,
        at: `2024-07-01T10:${String(i).padStart(2, '0')}:00Z`,
        stake: 100,
        payout: i % 5 === 0 ? 300 : 0,
      });
    }
    await addEntry(t, player, { at: '2024-06-01T08:00:00Z', kind: 'deposit', amount: 50_000, reference: 'dep-1' });
    await addEntry(t, player, {
      at: '2024-06-01T10:00:00Z',
      kind: 'bet',
      amount: -1_000,
      reference: ids.first,
      ...kenoRound,
    });
    await addEntry(t, player, {
      at: '2024-06-01T10:00:00Z',
      kind: 'win',
      amount: 2_500,
      reference: ids.first,
      ...kenoRound,
    });
    await addEntry(t, player, { at: '2024-06-02T09:00:00Z', kind: 'withdrawal', amount: -20_000, reference: 'wd-1' });
    await addEntry(t, player, { at: '2024-06-03T09:00:00Z', kind: 'reward', amount: 300, reference: 'rw-1' });
    await addEntry(t, player, { at: '2024-06-03T09:30:00Z', kind: 'adjustment', amount: -100, reference: 'adj-1' });
    await addEntry(t, agent, { at: '2024-06-02T09:00:00Z', kind: 'deposit', amount: 70_000, reference: 'dep-agent' });
    // The same member's row on another merchant's books: not this site's.
    await t.db.handle.db.insert(ledgerEntries).values({
      merchantCode: 'GOLDENREEF',
      memberId: player.memberId,
      kind: 'deposit',
      amountMinor: 99_900,
      balanceAfterMinor: 99_900,
      reference: 'elsewhere',
      createdAt: new Date('2024-06-02T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  async function read<T>(path: string, query: string, token = player.token) {
    const response = await t.app.inject({
      method: 'GET',
      url: `${path}?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() as Ok<T> | Failure, headers: response.headers };
  }
  const bets = async (query: string, token?: string) => {
    const { status, body, headers } = await read(API_PATHS.betRecords, query, token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    return betRecordsResponseSchema.parse(body.value);
  };
  const ledger = async (query: string, token?: string) => {
    const { status, body, headers } = await read(API_PATHS.transactions, query, token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    return transactionsResponseSchema.parse(body.value);
  };
  const profitLoss = async (query: string, token?: string) => {
    const { status, body, headers } = await read(API_PATHS.profitLoss, query, token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    return profitLossResponseSchema.parse(body.value);
  };

  it("lists the member's real rounds in the range newest first, named, with totals", async () => {
    const page = await bets(rangeQuery(...JUNE));
    expect(page.list.map((row) => row.roundId)).toEqual([ids.live, ids.second, ids.first]);
    expect(page.list[2]).toEqual({
      roundId: ids.first,
      createdAt: '2024-06-01T00:00:00.000Z',
      nodeId: keno.nodeId,
      gameName: keno.gameName,
      gameType: 'ELOTT',
      displayName: keno.displayName,
      stake: '10.00',
      payout: '25.00',
      winLoss: '15.00',
    });
    expect(page.list[0]).toMatchObject({ gameName: live.gameName, displayName: live.displayName, winLoss: '-10.00' });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 3 });
    expect(page.totals).toEqual({ count: 3, stake: '35.00', payout: '35.00', winLoss: '0.00' });
  });

  it('takes from inclusive and to exclusive, in any offset, and filters by game type', async () => {
    const shifted = await bets(rangeQuery('2024-06-02T07:00:00+07:00', '2024-06-03T18:00:00+07:00'));
    expect(shifted.list.map((row) => row.roundId)).toEqual([ids.live, ids.second]);
    const endsAtLive = await bets(rangeQuery('2024-06-02T07:00:00+07:00', '2024-06-03T17:00:00+07:00'));
    expect(endsAtLive.list.map((row) => row.roundId)).toEqual([ids.second]);
    const after = await bets(rangeQuery('2024-06-08T00:00:00Z', '2024-06-09T00:00:00Z'));
    expect(after.list.map((row) => row.roundId)).toEqual([ids.atEnd]);
    const liveOnly = await bets(rangeQuery(...JUNE, { gameType: 'LIVE' }));
    expect(liveOnly.list.map((row) => row.roundId)).toEqual([ids.live]);
    expect(liveOnly.totals).toEqual({ count: 1, stake: '20.00', payout: '10.00', winLoss: '-10.00' });
    expect((await bets(rangeQuery(...JUNE, { gameType: 'FISH' }))).list).toEqual([]);
  });

  it('pages 20 at a time with totals over the whole range', async () => {
    const first = await bets(rangeQuery(...JULY));
    expect(first.list).toHaveLength(20);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 25 });
    expect(first.totals).toEqual({ count: 25, stake: '25.00', payout: '15.00', winLoss: '-10.00' });
    const second = await bets(rangeQuery(...JULY, { pageNo: 2 }));
    expect(second.list).toHaveLength(5);
    expect(second.totals).toEqual(first.totals);
    const seen = new Set([...first.list, ...second.list].map((row) => row.roundId));
    expect(seen.size).toBe(25);
    const small = await bets(rangeQuery(...JULY, { pageNo: 3, pageSize: 10 }));
    expect(small).toMatchObject({ pageNum: 3, totalPages: 3 });
    expect(small.list).toHaveLength(5);
    expect((await bets(rangeQuery(...JULY, { pageNo: 9 }))).list).toEqual([]);
  });

  it("never shows free rounds or another member's rounds", async () => {
    const mine = await bets(rangeQuery(...JUNE));
    expect(mine.list.map((row) => row.roundId)).not.toContain(ids.free);
    expect(mine.list.map((row) => row.roundId)).not.toContain(ids.agent);
    const theirs = await bets(rangeQuery(...JUNE), agent.token);
    expect(theirs.list.map((row) => row.roundId)).toEqual([ids.agent]);
    expect(theirs.totals).toEqual({ count: 1, stake: '7.00', payout: '0.00', winLoss: '-7.00' });
  });

  it("lists the member's ledger newest first with signed amounts, game names and money in and out", async () => {
    const page = await ledger(rangeQuery(...JUNE));
    expect(page.list.map((row) => [row.kind, row.amount, row.balanceAfter])).toEqual([
      ['adjustment', '-1.00', '1317.00'],
      ['reward', '3.00', '1318.00'],
      ['withdrawal', '-200.00', '1315.00'],
      ['win', '25.00', '1515.00'],
      ['bet', '-10.00', '1490.00'],
      ['deposit', '500.00', '1500.00'],
    ]);
    expect(page.list.find((row) => row.kind === 'win')).toMatchObject({
      gameName: keno.gameName,
      reference: ids.first,
    });
    expect(page.list.find((row) => row.kind === 'deposit')).toMatchObject({ gameName: null, reference: 'dep-1' });
    expect(page).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 6 });
    expect(page.totals).toEqual({ moneyIn: '528.00', moneyOut: '211.00', net: '317.00' });
  });

  it('filters the ledger by kind and game type, pages it, and keeps other members and merchants out', async () => {
    const bets = await ledger(rangeQuery(...JUNE, { kind: 'bet' }));
    expect(bets.list.map((row) => row.reference)).toEqual([ids.first]);
    expect(bets.totals).toEqual({ moneyIn: '0.00', moneyOut: '10.00', net: '-10.00' });
    const kenoOnly = await ledger(rangeQuery(...JUNE, { gameType: 'ELOTT' }));
    expect(kenoOnly.list.map((row) => row.kind)).toEqual(['win', 'bet']);
    const paged = await ledger(rangeQuery(...JUNE, { pageSize: 4, pageNo: 2 }));
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 6 });
    expect(paged.list.map((row) => row.kind)).toEqual(['bet', 'deposit']);
    expect(paged.totals.net).toBe('317.00');
    const theirs = await ledger(rangeQuery(...JUNE), agent.token);
    expect(theirs.list.map((row) => row.reference)).toEqual(['dep-agent']);
    const references = (await ledger(rangeQuery('2024-06-01T00:00:00Z', '2024-08-30T00:00:00Z'))).list.map(
      (row) => row.reference,
    );
    expect(references).not.toContain('elsewhere');
    expect(references).not.toContain('dep-agent');
  });

  it('sums play per game type and the money moved over the range', async () => {
    const june = await profitLoss(rangeQuery(...JUNE));
    // Keno is an e-lottery game, not a slot: its rounds count under ELOTT.
    expect(june.byGameType).toEqual([
      { gameType: 'ELOTT', rounds: 2, stake: '15.00', payout: '25.00', profit: '10.00' },
      { gameType: 'LIVE', rounds: 1, stake: '20.00', payout: '10.00', profit: '-10.00' },
    ]);
    expect(june.totals).toEqual({ rounds: 3, stake: '35.00', payout: '35.00', profit: '0.00' });
    expect(june).toMatchObject({ deposits: '500.00', withdrawals: '200.00', rewards: '3.00', adjustments: '-1.00' });
    const kenoTotals = await profitLoss(rangeQuery(...JUNE, { gameType: 'ELOTT' }));
    expect(kenoTotals.byGameType.map((row) => row.gameType)).toEqual(['ELOTT']);
    expect(kenoTotals.totals).toEqual({ rounds: 2, stake: '15.00', payout: '25.00', profit: '10.00' });
    const empty = await profitLoss(rangeQuery('2024-05-01T00:00:00Z', '2024-05-02T00:00:00Z'));
    expect(empty).toEqual({
      byGameType: [],
      totals: { rounds: 0, stake: '0.00', payout: '0.00', profit: '0.00' },
      deposits: '0.00',
      withdrawals: '0.00',
      rewards: '0.00',
      adjustments: '0.00',
    });
    expect((await profitLoss(rangeQuery(...JUNE), agent.token)).deposits).toBe('700.00');
  });

  it('refuses visitors (401) and trial accounts (403)', async () => {
    const trial = await sendJson<Ok<{ token: string }>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    for (const path of [API_PATHS.betRecords, API_PATHS.transactions, API_PATHS.profitLoss]) {
      const visitor = await t.app.inject({ method: 'GET', url: `${path}?${rangeQuery(...JUNE)}` });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ success: false, code: 'login.required' });
      const trialRead = await read(path, rangeQuery(...JUNE), trial.body.value.token);
      expect(trialRead.status).toBe(403);
      expect(trialRead.body).toMatchObject({ success: false, code: 'account.trial' });
    }
  });

  it('answers bad input with 400 request.invalid, never a 500', async () => {
    const [from, to] = JUNE;
    const bad = [
      rangeQuery('2024-01-01T00:00:00Z', '2024-06-01T00:00:00Z'),
      rangeQuery(to, from),
      rangeQuery(from, from),
      rangeQuery('yesterday', to),
      rangeQuery(from, '2024-13-01T00:00:00Z'),
      rangeQuery('2024-06-01', '2024-06-02'),
      rangeQuery('0000-01-01T00:00:00Z', '0000-01-02T00:00:00Z'),
      rangeQuery('9999-01-01T00:00:00Z', '9999-01-02T00:00:00Z'),
      `from=${encodeURIComponent(from)}`,
      '',
      rangeQuery('<script>alert(1)</script>', to),
      rangeQuery(from, to, { gameType: '<script>alert(1)</script>' }),
      rangeQuery(from, to, { gameType: "RNG' OR '1'='1" }),
      rangeQuery(from, to, { kind: 'bet; drop table rounds; --' }),
      rangeQuery(from, to, { pageSize: 1_000_000 }),
      rangeQuery(from, to, { pageSize: -1 }),
      rangeQuery(from, to, { pageNo: 0 }),
      rangeQuery(from, to, { pageNo: '1e12' }),
      rangeQuery(from, to, { pageNo: 'abc' }),
      // A raw '+' of an offset reads as a space.
      'from=2024-06-01T00:00:00+07:00&to=2024-06-02T00:00:00+07:00',
      rangeQuery(`${from}' OR 1=1--`, to),
    ];
    for (const query of bad) {
      for (const path of [API_PATHS.betRecords, API_PATHS.transactions, API_PATHS.profitLoss]) {
        const { status, body } = await read(path, query);
        const paged = path !== API_PATHS.profitLoss;
        // Paging and kind fields are not part of profit and loss: unknown fields are dropped.
        if (!paged && /pageSize|pageNo|kind=/.test(query)) {
          expect(status, `${path}?${query}`).toBe(200);
          continue;
        }
        if (path === API_PATHS.betRecords && query.includes('kind=')) {
          expect(status, `${path}?${query}`).toBe(200);
          continue;
        }
        expect(status, `${path}?${query}`).toBe(400);
        expect(body).toMatchObject({ success: false, code: 'request.invalid' });
      }
    }
    const refused = await read(API_PATHS.betRecords, bad[0] ?? '');
    expect(refused.body).toMatchObject({ field: 'to' });
  });
});
