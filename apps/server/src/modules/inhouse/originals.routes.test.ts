import { randomUUID } from 'node:crypto';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { publishedRtpBp } from '@lobby/contract/inhouse';
import { inhouseSessionResponseSchema, launchResponseSchema, roundResponseSchema } from '@lobby/contract/play';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, ledgerEntries, rounds } from '../../db/schema/index';
import { DICE_NODE_ID, LIMBO_NODE_ID, PLINKO_NODE_ID } from '../../db/seed/inhouse';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendJson } from '../../test/accounts';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('in-house originals on %s', (driver) => {
  let t: TestApp;
  let player: string;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    player = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    memberId = (await sendJson<Ok<{ id: number }>>(t.app, 'GET', API_PATHS.member, undefined, player)).body.value.id;
  });
  afterAll(() => t.close());

  const ticketFor = async (nodeId: string) => {
    const { body } = await sendJson<Ok<unknown>>(
      t.app,
      'GET',
      `${API_PATHS.launch}?nodeId=${nodeId}`,
      undefined,
      player,
    );
    return new URLSearchParams(launchResponseSchema.parse(body.value).url.split('#')[1]).get('ticket') ?? '';
  };
  const play = (ticket: string, body: object) =>
    sendJson<Ok<unknown> | Failure>(t.app, 'POST', API_PATHS.inhouseRounds, body, ticket);
  const ledgerOf = (roundId: string) =>
    t.db.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.reference, roundId)));

  it('seeds each original as its own RNG title with its engine and published RTP', async () => {
    const seeded = await t.db.handle.db.select().from(games).where(eq(games.merchantCode, 'LUCKYNOVA'));
    const byNode = (nodeId: string) => seeded.find((game) => game.nodeId === nodeId);
    expect(byNode(DICE_NODE_ID)).toMatchObject({
      gameName: 'Nova Dice',
      engine: 'dice',
      gameType: 'RNG',
      classify: ['Arcade'],
      rtpBp: publishedRtpBp('dice'),
    });
    expect(byNode(LIMBO_NODE_ID)).toMatchObject({
      gameName: 'Nova Limbo',
      engine: 'limbo',
      gameType: 'RNG',
      rtpBp: publishedRtpBp('limbo'),
    });
    expect(byNode(PLINKO_NODE_ID)).toMatchObject({
      gameName: 'Nova Plinko',
      engine: 'plinko',
      gameType: 'RNG',
      classify: ['Arcade'],
      rtpBp: publishedRtpBp('plinko'),
    });
    const { body } = await sendJson<Ok<unknown>>(
      t.app,
      'GET',
      API_PATHS.inhouseSession,
      undefined,
      await ticketFor(DICE_NODE_ID),
    );
    expect(inhouseSessionResponseSchema.parse(body.value)).toMatchObject({ engine: 'dice', gameName: 'Nova Dice' });
  });

  for (const [engine, nodeId, choices] of [
    ['dice', DICE_NODE_ID, { target: 5_000, direction: 'over' }],
    ['plinko', PLINKO_NODE_ID, { rows: 16, risk: 'high' }],
    ['limbo', LIMBO_NODE_ID, { target: 150 }],
  ] as const) {
    it(`settles a ${engine} round once: balance equals the ledger, a replay pays nothing more`, async () => {
      const ticket = await ticketFor(nodeId);
      const before = await t.app.wallet.repository.balance(memberId);
      const request = { engine, roundId: randomUUID(), stakeMinor: 1_000, ...choices };
      const first = await play(ticket, request);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const round = roundResponseSchema.parse((first.body as Ok<unknown>).value);
      expect(round.outcome.engine).toBe(engine);
      expect(round).toMatchObject({
        seed: null,
        serverSeed: null,
        serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(round.balance.balanceMinor).toBe(before - 1_000 + round.payoutMinor);
      const rows = await ledgerOf(round.roundId);
      expect(rows.reduce((sum, row) => sum + row.amountMinor, 0)).toBe(round.payoutMinor - 1_000);
      expect(await t.app.wallet.repository.ledgerSum(memberId)).toBe(round.balance.balanceMinor);

      const again = await play(ticket, request);
      expect(roundResponseSchema.parse((again.body as Ok<unknown>).value)).toMatchObject({
        replayed: true,
        outcome: round.outcome,
        payoutMinor: round.payoutMinor,
      });
      expect(await t.app.wallet.repository.balance(memberId)).toBe(round.balance.balanceMinor);
      expect(await ledgerOf(round.roundId)).toHaveLength(rows.length);
      expect(await t.db.handle.db.select().from(rounds).where(eq(rounds.roundId, round.roundId))).toHaveLength(1);

      const changed = { dice: { target: 4_000 }, plinko: { risk: 'low' }, limbo: { target: 300 } }[engine];
      const conflict = await play(ticket, { ...request, ...changed });
      expect(conflict.status).toBe(409);
      expect((conflict.body as Failure).code).toBe('round.conflict');
    });
  }

  it('refuses bad choices with request.invalid and takes no money', async () => {
    const dice = await ticketFor(DICE_NODE_ID);
    const plinko = await ticketFor(PLINKO_NODE_ID);
    const limbo = await ticketFor(LIMBO_NODE_ID);
    const before = await t.app.wallet.repository.balance(memberId);
    for (const [ticket, body] of [
      [dice, { engine: 'dice', target: 99, direction: 'under' }],
      [dice, { engine: 'dice', target: 9_900, direction: 'over' }],
      [dice, { engine: 'dice', target: 5_000 }],
      [dice, { engine: 'dice', target: 5_000, direction: 'under', stakeMinor: 150 }],
      [dice, { engine: 'plinko', rows: 8, risk: 'low' }],
      [plinko, { engine: 'plinko', rows: 9, risk: 'low' }],
      [plinko, { engine: 'plinko', rows: 8, risk: 'insane' }],
      [plinko, { engine: 'dice', target: 5_000, direction: 'under' }],
      [limbo, { engine: 'limbo', target: 100 }],
      [limbo, { engine: 'limbo', target: 100_001 }],
    ] as const) {
      const { status, body: failure } = await play(ticket, { roundId: randomUUID(), stakeMinor: 100, ...body });
      expect(status, JSON.stringify(body)).toBe(400);
      expect((failure as Failure).code).toBe('request.invalid');
    }
    expect(await t.app.wallet.repository.balance(memberId)).toBe(before);
  });
});
