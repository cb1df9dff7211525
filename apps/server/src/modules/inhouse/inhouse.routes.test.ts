import { randomUUID } from 'node:crypto';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { SLOT } from '@lobby/contract/inhouse';
import { inhouseSessionResponseSchema, launchResponseSchema, roundResponseSchema } from '@lobby/contract/play';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, rounds, wins } from '../../db/schema/index';
import { KENO_NODE_ID, ORIGINAL_NODE_IDS } from '../../db/seed/inhouse';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createRoundsRepository } from './rounds.repository';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('in-house rounds on %s', (driver) => {
  let t: TestApp;
  let player: string;
  let slotNodeId: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    player = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    const list = await getJson<Ok<{ games: { nodeId: string }[] }>>(
      t.app,
      `${API_PATHS.games}?gameType=RNG&vassalage=INH&pageSize=36`,
    );
    const slot = list.body.value.games.find(
      (game) => game.nodeId !== KENO_NODE_ID && !ORIGINAL_NODE_IDS.includes(game.nodeId),
    );
    if (!slot) throw new Error('an in-house slot is expected in the test catalogue');
    slotNodeId = slot.nodeId;
  });
  afterAll(() => t.close());

  const ticketFor = async (token: string, nodeId: string, mode: 'real' | 'free' = 'real') => {
    const { body } = await sendJson<Ok<unknown>>(
      t.app,
      'GET',
      `${API_PATHS.launch}?nodeId=${nodeId}&mode=${mode}`,
      undefined,
      token,
    );
    const { url } = launchResponseSchema.parse(body.value);
    return new URLSearchParams(url.split('#')[1]).get('ticket') ?? '';
  };
  const play = (ticket: string, body: object) =>
    sendJson<Ok<unknown> | Failure>(t.app, 'POST', API_PATHS.inhouseRounds, body, ticket);
  const spin = async (ticket: string, roundId = randomUUID(), stakeMinor = 100) => {
    const { status, body } = await play(ticket, { engine: 'slot', roundId, stakeMinor });
    expect(status, JSON.stringify(body)).toBe(200);
    return roundResponseSchema.parse((body as Ok<unknown>).value);
  };
  const memberIdOf = async (token: string) =>
    (await sendJson<Ok<{ id: number }>>(t.app, 'GET', API_PATHS.member, undefined, token)).body.value.id;

  it('tells the game page its engine, mode, stakes, RTP and balance', async () => {
    const ticket = await ticketFor(player, slotNodeId);
    const { status, body } = await sendJson<Ok<unknown>>(t.app, 'GET', API_PATHS.inhouseSession, undefined, ticket);
    expect(status).toBe(200);
    const session = inhouseSessionResponseSchema.parse(body.value);
    expect(session).toMatchObject({ engine: 'slot', mode: 'real', nodeId: slotNodeId, rtpBp: 9575 });
    expect(session.balance.sumBalance).toMatch(/^\d+\.\d{2}$/);
  });

  it('settles a slot round against the wallet with a bet and a win in the ledger', async () => {
    const ticket = await ticketFor(player, slotNodeId);
    const memberId = await memberIdOf(player);
    const before = await t.app.wallet.repository.balance(memberId);
    const round = await spin(ticket, randomUUID(), 1_000);
    expect(round.outcome.engine).toBe('slot');
    if (round.outcome.engine !== 'slot') return;
    expect(round.outcome.grid).toHaveLength(SLOT.reels);
    expect(round.payoutMinor).toBe(round.outcome.lineWins.reduce((sum, win) => sum + win.payoutMinor, 0));
    expect(round.balance.balanceMinor).toBe(before - 1_000 + round.payoutMinor);
    const rows = await t.db.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.reference, round.roundId)));
    expect(rows.map((row) => [row.kind, row.amountMinor])).toEqual(
      round.payoutMinor > 0
        ? [
            ['bet', -1_000],
            ['win', round.payoutMinor],
          ]
        : [['bet', -1_000]],
    );
  });

  it('replays a retried round id: same outcome, no second debit or payout', async () => {
    const ticket = await ticketFor(player, KENO_NODE_ID);
    const memberId = await memberIdOf(player);
    const roundId = randomUUID();
    const request = { engine: 'keno', roundId, stakeMinor: 500, picks: [3, 14, 22, 31, 40] };
    const first = roundResponseSchema.parse(((await play(ticket, request)).body as Ok<unknown>).value);
    const balanceAfter = await t.app.wallet.repository.balance(memberId);
    const again = await Promise.all([play(ticket, request), play(ticket, request)]);
    for (const { status, body } of again) {
      expect(status).toBe(200);
      const replay = roundResponseSchema.parse((body as Ok<unknown>).value);
      expect(replay).toMatchObject({ replayed: true, outcome: first.outcome, payoutMinor: first.payoutMinor });
    }
    expect(first.replayed).toBe(false);
    expect(await t.app.wallet.repository.balance(memberId)).toBe(balanceAfter);
    const stored = await t.db.handle.db.select().from(rounds).where(eq(rounds.roundId, roundId));
    expect(stored).toHaveLength(1);
    // Keno is an e-lottery game: its rounds are recorded (and reported) as ELOTT, not as slots.
    expect(stored[0]?.gameType).toBe('ELOTT');
    const conflict = await play(ticket, { ...request, stakeMinor: 1_000 });
    expect(conflict.status).toBe(409);
    expect((conflict.body as Failure).code).toBe('round.conflict');
  });

  it('keeps the balance equal to the ledger and never below zero under 50 parallel bets', async () => {
    // A fresh real account with 30.00: 50 bets of 1.00 cannot all be covered once wins are spent.
    const fresh = await loginAs(t.app, DEMO.agent.username, DEMO.agent.password);
    const memberId = await memberIdOf(fresh.token);
    const start = await t.app.wallet.repository.balance(memberId);
    await t.app.wallet.apply({
      merchantCode: 'LUCKYNOVA',
      memberId,
      kind: 'withdrawal',
      amountMinor: -(start - 3_000),
      reference: `drain-${driver}`,
    });
    const ticket = await ticketFor(fresh.token, slotNodeId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => play(ticket, { engine: 'slot', roundId: randomUUID(), stakeMinor: 100 })),
    );
    const settled = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => (result.body as Failure).code === 'wallet.insufficient');
    expect(settled.length + refused.length).toBe(50);
    const balance = await t.app.wallet.repository.balance(memberId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await t.app.wallet.repository.ledgerSum(memberId)).toBe(balance);
    const played = await t.db.handle.db.select().from(rounds).where(eq(rounds.memberId, memberId));
    expect(played).toHaveLength(settled.length);
    const stakes = played.reduce((sum, round) => sum + round.stakeMinor, 0);
    const payouts = played.reduce((sum, round) => sum + round.payoutMinor, 0);
    expect(balance).toBe(3_000 - stakes + payouts);
  });

  it('plays free rounds on the fun balance of the ticket, never the wallet', async () => {
    const memberId = await memberIdOf(player);
    const walletBefore = await t.app.wallet.repository.balance(memberId);
    const ticket = await ticketFor(player, slotNodeId, 'free');
    const session = await sendJson<Ok<unknown>>(t.app, 'GET', API_PATHS.inhouseSession, undefined, ticket);
    expect(inhouseSessionResponseSchema.parse(session.body.value)).toMatchObject({
      mode: 'free',
      balance: { sumBalance: '1000.00' },
    });
    const round = await spin(ticket, randomUUID(), 10_000);
    expect(round.balance.balanceMinor).toBe(100_000 - 10_000 + round.payoutMinor);
    expect(await t.app.wallet.repository.balance(memberId)).toBe(walletBefore);
    const ledger = await t.db.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, round.roundId));
    expect(ledger).toHaveLength(0);
  });

  it('refuses a ticket after logout, a made-up ticket, another engine and bad bodies', async () => {
    const session = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const ticket = await ticketFor(session.token, slotNodeId);
    for (const body of [
      { engine: 'keno', roundId: randomUUID(), stakeMinor: 100, picks: [1] },
      { engine: 'slot', roundId: 'not-a-uuid', stakeMinor: 100 },
      { engine: 'slot', roundId: randomUUID(), stakeMinor: 123 },
      { engine: 'slot', roundId: randomUUID(), stakeMinor: '100; drop table rounds' },
      { engine: 'slot', roundId: '<script>alert(1)</script>', stakeMinor: 100 },
    ]) {
      const { status, body: failure } = await play(ticket, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect((failure as Failure).code).toBe('request.invalid');
    }
    const keno = await ticketFor(session.token, KENO_NODE_ID);
    for (const picks of [[], [1, 1], [0], [41], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      const { status } = await play(keno, { engine: 'keno', roundId: randomUUID(), stakeMinor: 100, picks });
      expect(status, JSON.stringify(picks)).toBe(400);
    }
    const made = await play('x'.repeat(43), { engine: 'slot', roundId: randomUUID(), stakeMinor: 100 });
    expect((made.body as Failure).code).toBe('game.ticket.invalid');
    await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.session,
      headers: { authorization: `Bearer ${session.token}` },
    });
    const after = await play(ticket, { engine: 'slot', roundId: randomUUID(), stakeMinor: 100 });
    expect(after.status).toBe(401);
    expect((after.body as Failure).code).toBe('game.ticket.invalid');
  });

  it('puts a big real win on the winners board, masked', async () => {
    const memberId = await memberIdOf(player);
    await ticketFor(player, slotNodeId);
    // Rounds played earlier in this file may already have put a win of this player on the board.
    const boardOfDemo = () =>
      t.db.handle.db.select().from(wins).where(eq(wins.customerName, 'demo')).orderBy(desc(wins.id));
    const before = await boardOfDemo();
    const [stored] = await t.db.handle.db.select().from(rounds).where(eq(rounds.memberId, memberId)).limit(1);
    const repository = createRoundsRepository(t.db.handle.db);
    await repository.settle(
      { needed: sql`false`, check: async () => undefined },
      {
        roundId: randomUUID(),
        merchantCode: 'LUCKYNOVA',
        memberId,
        username: 'demo',
        ticketId: stored?.ticketId ?? 0,
        nodeId: slotNodeId,
        gameType: 'RNG',
        engine: 'slot',
        mode: 'real',
        stakeMinor: 100,
        requestKey: '[100]',
        draw: () => Promise.resolve({ outcome: { engine: 'slot', grid: [], lineWins: [] }, payoutMinor: 27_500 }),
        boardMinWinMinor: 5_000,
      },
    );
    const after = await boardOfDemo();
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]?.winAmountMinor).toBe(27_500n);
  });
});
