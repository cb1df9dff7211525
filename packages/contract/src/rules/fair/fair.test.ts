import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RoundRequest } from '../../schemas/play';
import { drawRound, fairRandom, playRound, serverSeedHash, webCryptoHmac } from './index';
import { newServerSeed, nodeBlocks } from './testing';

const roundId = '00000000-0000-4000-8000-000000000000';
const seeds = {
  serverSeed: 'b3c1f0c2a7e94d5f8a6b1e2d3c4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5',
  clientSeed: 'lucky-nova',
  nonce: 7,
};
const requests: RoundRequest[] = [
  { engine: 'slot', roundId, stakeMinor: 100 },
  { engine: 'keno', roundId, stakeMinor: 100, picks: [1, 2, 3] },
  { engine: 'dice', roundId, stakeMinor: 100, target: 5_000, direction: 'under' },
  { engine: 'plinko', roundId, stakeMinor: 100, rows: 8, risk: 'low' },
  { engine: 'limbo', roundId, stakeMinor: 100, target: 200 },
];
const block =
  (...bytes: number[]) =>
  () =>
    Uint8Array.from([...bytes, ...Array<number>(32 - bytes.length).fill(0)]);

describe('provably fair mapping', () => {
  it('commits to SHA-256 of the server seed text', async () => {
    // echo -n <seed> | sha256sum
    expect(await serverSeedHash(seeds.serverSeed)).toBe(
      'e4feb530890b3721a689d7f277bc1f48ab3c61a6b901345789f28ae88ed9e819',
    );
  });

  it('gives the known outcome of each game for a fixed seed pair and nonce', async () => {
    // HMAC-SHA256(seed, "lucky-nova:7:0") starts 0566e268 (openssl dgst -sha256 -hmac): 90628712 / 429496 → roll 211.
    const outcomes = await Promise.all(requests.map((r) => drawRound(webCryptoHmac, seeds, r)));
    expect(outcomes.map((each) => each.outcome)).toEqual([
      {
        engine: 'slot',
        grid: [
          ['SEVEN', 'DIAMOND', 'BELL'],
          ['SEVEN', 'DIAMOND', 'BELL'],
          ['PLUM', 'LEMON', 'CLOVER'],
          ['SEVEN', 'DIAMOND', 'BELL'],
          ['LEMON', 'CLOVER', 'SEVEN'],
        ],
        lineWins: [],
      },
      { engine: 'keno', picks: [1, 2, 3], drawn: [1, 2, 24, 4, 38, 11, 16, 25, 27, 13], hits: [1, 2], payTenths: 25 },
      { engine: 'dice', target: 5_000, direction: 'under', roll: 211, win: true, multiplierE4: 19_800 },
      { engine: 'plinko', rows: 8, risk: 'low', path: [0, 0, 1, 0, 1, 0, 0, 1], bucket: 3, payTenths: 10 },
      { engine: 'limbo', target: 200, result: 4_587, win: true },
    ]);
  });

  it('maps four bytes to a float times the bound, dropping the top values that would favour some results', () => {
    expect(fairRandom(block(0, 0, 0, 0)).below(10_000)).toBe(0);
    expect(fairRandom(block(0x80, 0, 0, 0)).below(10_000)).toBe(5_000);
    expect(fairRandom(block(0x80, 0, 0, 0)).below(2)).toBe(1);
    // 0xffffffff is past the last whole span of 3: the next four bytes decide.
    expect(fairRandom(block(0xff, 0xff, 0xff, 0xff, 0x55, 0x55, 0x55, 0x56)).below(3)).toBe(1);
  });

  it('draws the next block when the engine used the 32 bytes of one (keno takes ten draws)', () => {
    const cursors: number[] = [];
    const blocks = nodeBlocks(seeds);
    playRound(
      fairRandom((cursor) => {
        cursors.push(cursor);
        return blocks(cursor);
      }),
      requests[1] as RoundRequest,
    );
    expect(cursors).toEqual([0, 1]);
  });

  it('gives the same outcome through Web Crypto (the verifier page) as through node (the server)', async () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const pair = { serverSeed: newServerSeed(), clientSeed: `player-${nonce}`, nonce };
      for (const request of requests) {
        const server = playRound(fairRandom(nodeBlocks(pair)), request);
        expect(await drawRound(webCryptoHmac, pair, request)).toEqual(server);
      }
      expect(await serverSeedHash(pair.serverSeed)).toBe(createHash('sha256').update(pair.serverSeed).digest('hex'));
    }
  });

  it('changes the outcome with the nonce and with the client seed', async () => {
    const dice = requests[2] as RoundRequest;
    const rolls = new Set<number>();
    for (let nonce = 0; nonce < 30; nonce++) {
      const { outcome } = await drawRound(webCryptoHmac, { ...seeds, nonce }, dice);
      if (outcome.engine === 'dice') rolls.add(outcome.roll);
    }
    expect(rolls.size).toBeGreaterThan(25);
    const other = await drawRound(webCryptoHmac, { ...seeds, clientSeed: 'another' }, dice);
    expect(other).not.toEqual(await drawRound(webCryptoHmac, seeds, dice));
  });
});
