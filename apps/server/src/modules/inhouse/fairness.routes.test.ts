import { createHash, randomUUID } from 'node:crypto';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import {
  drawRound,
  fairnessResponseSchema,
  rotateResponseSchema,
  webCryptoHmac,
  type Fairness,
} from '@lobby/contract/fair';
import { launchResponseSchema, roundResponseSchema, type Round } from '@lobby/contract/play';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairSeeds } from '../../db/schema/index';
import { DICE_NODE_ID, KENO_NODE_ID } from '../../db/seed/inhouse';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendJson } from '../../test/accounts';

type Ok<T> = { success: true; value: T };
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(DRIVERS)('provably fair seed pairs on %s', (driver) => {
  let t: TestApp;
  let dice: string;
  let racer: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const ticketOf = async (token: string, nodeId: string) => {
      const { body } = await sendJson<Ok<unknown>>(
        t.app,
        'GET',
        `${API_PATHS.launch}?nodeId=${nodeId}`,
        undefined,
        token,
      );
      return new URLSearchParams(launchResponseSchema.parse(body.value).url.split('#')[1]).get('ticket') ?? '';
    };
    dice = await ticketOf((await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token, DICE_NODE_ID);
    racer = await ticketOf((await loginAs(t.app, DEMO.agent.username, DEMO.agent.password)).token, KENO_NODE_ID);
  });
  afterAll(() => t.close());

  const call = <T>(method: 'GET' | 'POST', url: string, ticket: string, body?: object) =>
    sendJson<Ok<T> | Failure>(t.app, method, url, body, ticket);
  const fairness = async (ticket: string): Promise<Fairness> => {
    const { status, body } = await call('GET', API_PATHS.inhouseFairness, ticket);
    expect(status).toBe(200);
    return fairnessResponseSchema.parse((body as Ok<unknown>).value);
  };
  const roll = (roundId = randomUUID()) =>
    ({ engine: 'dice', roundId, stakeMinor: 100, target: 5_000, direction: 'under' }) as const;
  const play = async (ticket: string, request: object): Promise<Round> => {
    const { status, body } = await call('POST', API_PATHS.inhouseRounds, ticket, request);
    expect(status, JSON.stringify(body)).toBe(200);
    return roundResponseSchema.parse((body as Ok<unknown>).value);
  };

  it('commits to the server seed before any bet, reveals it on rotation, and the round then verifies', async () => {
    const before = await fairness(dice);
    expect(before).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });
    expect(await fairness(dice)).toEqual(before);

    const request = roll();
    const round = await play(dice, request);
    expect(round).toMatchObject({ ...before, serverSeed: null, seed: null });
    expect((await fairness(dice)).nonce).toBe(1);

    const { status, body } = await call('POST', API_PATHS.inhouseFairnessRotate, dice, {});
    expect(status).toBe(200);
    const { revealed, current } = rotateResponseSchema.parse((body as Ok<unknown>).value);
    expect(revealed).toMatchObject({ ...before, nonce: 1 });
    expect(sha256(revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(current).toMatchObject({ clientSeed: before.clientSeed, nonce: 0 });
    expect(current.serverSeedHash).not.toBe(before.serverSeedHash);

    // The round's answer (a replay here) now carries its server seed, and anyone can recompute it.
    const replay = await play(dice, request);
    expect(replay).toMatchObject({ replayed: true, serverSeed: revealed.serverSeed, nonce: 0 });
    const recomputed = await drawRound(webCryptoHmac, { ...revealed, nonce: 0 }, request);
    expect(recomputed).toEqual({ outcome: round.outcome, payoutMinor: round.payoutMinor });
  });

  it('draws the next rounds with the client seed the player sets, and refuses a bad one', async () => {
    const { status, body } = await call('POST', API_PATHS.inhouseFairnessClientSeed, dice, {
      clientSeed: ' my-Seed_42 ',
    });
    expect(status).toBe(200);
    const set = fairnessResponseSchema.parse((body as Ok<unknown>).value);
    expect(set.clientSeed).toBe('my-Seed_42');
    expect(await play(dice, roll())).toMatchObject({ clientSeed: 'my-Seed_42', nonce: set.nonce });
    for (const clientSeed of ['', 'a:b', 'x'.repeat(65), 'é', '<script>']) {
      const refused = await call('POST', API_PATHS.inhouseFairnessClientSeed, dice, { clientSeed });
      expect(refused.status, clientSeed).toBe(400);
      expect((refused.body as Failure).code).toBe('fairness.client.seed.invalid');
      const rotated = await call('POST', API_PATHS.inhouseFairnessRotate, dice, { clientSeed });
      expect((rotated.body as Failure).code).toBe('fairness.client.seed.invalid');
    }
    expect((await call('POST', API_PATHS.inhouseFairnessClientSeed, dice, { clientSeed: 7 })).status).toBe(400);
    expect(await fairness(dice)).toMatchObject({ clientSeed: 'my-Seed_42', nonce: set.nonce + 1 });
  });

  it('gives parallel rounds one nonce each, and a replayed round id none', async () => {
    const start = (await fairness(racer)).nonce;
    const requests = Array.from({ length: 12 }, () => ({
      engine: 'keno',
      roundId: randomUUID(),
      stakeMinor: 100,
      picks: [4, 8, 15, 16, 23],
    }));
    const rounds = await Promise.all(requests.map((request) => play(racer, request)));
    const nonces = rounds.map((round) => round.nonce).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(nonces).toEqual(Array.from({ length: 12 }, (_, i) => start + i));
    const replays = await Promise.all([requests[0], requests[0], requests[1]].map((request) => play(racer, request!)));
    expect(replays.every((round) => round.replayed)).toBe(true);
    expect((await fairness(racer)).nonce).toBe(start + 12);
  });

  it('keeps one pair in use when rotations race, each revealing a different seed', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => call<unknown>('POST', API_PATHS.inhouseFairnessRotate, racer, {})),
    );
    const revealed = answers.map(({ body }) => rotateResponseSchema.parse((body as Ok<unknown>).value).revealed);
    expect(new Set(revealed.map((pair) => pair.serverSeed)).size).toBe(3);
    const member = await t.db.handle.db
      .select({ memberId: fairSeeds.memberId })
      .from(fairSeeds)
      .where(eq(fairSeeds.serverSeedHash, (await fairness(racer)).serverSeedHash));
    const inUse = await t.db.handle.db
      .select()
      .from(fairSeeds)
      .where(and(eq(fairSeeds.memberId, member[0]?.memberId ?? 0), isNull(fairSeeds.revealedAt)));
    expect(inUse).toHaveLength(1);
  });

  it('answers the seed pair only to a live ticket', async () => {
    for (const [method, url] of [
      ['GET', API_PATHS.inhouseFairness],
      ['POST', API_PATHS.inhouseFairnessRotate],
      ['POST', API_PATHS.inhouseFairnessClientSeed],
    ] as const) {
      const { status, body } = await call(
        method,
        url,
        'x'.repeat(43),
        method === 'POST' ? { clientSeed: 'abc' } : undefined,
      );
      expect(status).toBe(401);
      expect((body as Failure).code).toBe('game.ticket.invalid');
    }
  });
});
