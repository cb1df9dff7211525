import type { RoundOutcome, RoundRequest } from '../../schemas/play';
import { playDice } from './dice';
import { playKeno } from './keno';
import { playLimbo } from './limbo';
import { playPlinko } from './plinko';
import { fairMessage, fairRandom, type FairRandom, type FairSeeds } from './random';
import { playSlot } from './slot';

export { fairMessage, fairRandom, type FairBlock, type FairRandom, type FairSeeds } from './random';
export { reelStrip } from './slot';

export interface RoundResult {
  outcome: RoundOutcome;
  payoutMinor: number;
}

/** An engine's result from its random draws: the same draws and request always give the same result. */
export function playRound(random: FairRandom, request: RoundRequest): RoundResult {
  switch (request.engine) {
    case 'slot':
      return playSlot(random, request.stakeMinor);
    case 'keno':
      return playKeno(random, request.stakeMinor, request.picks);
    case 'dice':
      return playDice(random, request.stakeMinor, request.target, request.direction);
    case 'plinko':
      return playPlinko(random, request.stakeMinor, request.rows, request.risk);
    case 'limbo':
      return playLimbo(random, request.stakeMinor, request.target);
  }
}

/** HMAC-SHA256 of the message keyed by the server seed's text: node's crypto on the server, Web Crypto in a browser. */
export type FairHmac = (serverSeed: string, message: string) => Uint8Array | Promise<Uint8Array>;

class NeedBlock extends Error {}

/**
 * A round's result from its seeds. The engine asks for blocks one at a time and synchronously, an
 * HMAC may be async (Web Crypto): the engine is run again with one more block whenever it needs
 * one not yet made (an engine uses one or two blocks, so this runs two or three times at most).
 */
export async function drawRound(hmac: FairHmac, seeds: FairSeeds, request: RoundRequest): Promise<RoundResult> {
  const blocks: Uint8Array[] = [];
  for (;;) {
    const blockAt = (cursor: number) => {
      const block = blocks[cursor];
      if (!block) throw new NeedBlock();
      return block;
    };
    try {
      return playRound(fairRandom(blockAt), request);
    } catch (error) {
      if (!(error instanceof NeedBlock)) throw error;
      blocks.push(await hmac(seeds.serverSeed, fairMessage(seeds.clientSeed, seeds.nonce, blocks.length)));
    }
  }
}

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 with Web Crypto (browsers, and node 20's globalThis.crypto). */
export const webCryptoHmac: FairHmac = async (serverSeed, message) => {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
};

/** The commitment shown before any bet: SHA-256 of the server seed's text, in hex. */
export async function serverSeedHash(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(serverSeed)));
}
