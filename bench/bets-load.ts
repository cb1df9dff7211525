// Bet throughput: in-house slot rounds (a bet and maybe a win, in one transaction) on one wallet
// (every connection on the same row) and spread over 1,000 wallets.
import { randomUUID } from 'node:crypto';
import { API_PATHS } from '@lobby/contract/core';
import { STAKES_MINOR } from '@lobby/contract/inhouse';
import { measure, type LoadFigures, type LoadOptions } from './api-load';

export interface BetFigures {
  oneWallet: LoadFigures;
  manyWallets: LoadFigures;
  wallets: number;
}

function roundRequest(ticket: string) {
  return {
    path: API_PATHS.inhouseRounds,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ticket}` },
    body: JSON.stringify({ engine: 'slot', roundId: randomUUID(), stakeMinor: STAKES_MINOR[0] }),
  };
}

export async function runBetsLoad(base: string, tickets: readonly string[], options: LoadOptions): Promise<BetFigures> {
  const [first] = tickets;
  if (!first) throw new Error('no bench tickets');
  const oneWallet = await measure(base, () => roundRequest(first), options);
  let turn = 0;
  const manyWallets = await measure(base, () => roundRequest(tickets[turn++ % tickets.length] ?? first), options);
  return { oneWallet, manyWallets, wallets: tickets.length };
}
