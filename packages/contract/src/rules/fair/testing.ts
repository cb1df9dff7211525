// Test helpers: seeded draws through node's HMAC (the server's), so engine tests stay synchronous.
import { createHmac, randomBytes } from 'node:crypto';
import type { RoundRequest } from '../../schemas/play';
import { playRound } from './index';
import { fairMessage, fairRandom, type FairBlock, type FairSeeds } from './random';

export const nodeBlocks =
  ({ serverSeed, clientSeed, nonce }: FairSeeds): FairBlock =>
  (cursor) =>
    createHmac('sha256', serverSeed)
      .update(fairMessage(clientSeed, nonce, cursor))
      .digest();

export const newServerSeed = () => randomBytes(32).toString('hex');

export const randomOf = (serverSeed: string, nonce = 0) =>
  fairRandom(nodeBlocks({ serverSeed, clientSeed: 'test', nonce }));

export const playSeeded = (serverSeed: string, request: RoundRequest, nonce = 0) =>
  playRound(randomOf(serverSeed, nonce), request);
