// Provider wallet throughput (protocol seamless-wallet v1): signed debit + credit pairs, each call one
// transaction under the member's wallet lock with its ledger row. Each autocannon connection sends a debit
// then the credit closing the same round, so no credit outruns its bet. "One wallet": every connection
// plays the same member; "1,000 wallets": the rounds spread over that many members.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { PROVIDER_WALLET_PATHS } from '@lobby/contract/core';
import { providerHeaders, sandboxProviderSecret } from '../apps/server/src/modules/provider-wallet/signing';
import type { LoadFigures, LoadOptions } from './api-load';
import { PROVIDER_CODE, PROVIDER_MERCHANT, type ProviderPlayers } from './provider-players';

export interface ProviderWalletFigures {
  /** Latency per call (debit or credit); pairsPerSecond is half the calls per second. */
  oneWallet: LoadFigures & { pairsPerSecond: number };
  manyWallets: LoadFigures & { pairsPerSecond: number };
  wallets: number;
}

type Player = ProviderPlayers['players'][number];

function signed(call: 'debit' | 'credit', secret: string, body: object) {
  const raw = JSON.stringify(body);
  return {
    path: PROVIDER_WALLET_PATHS.call(PROVIDER_CODE, call),
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', ...providerHeaders(PROVIDER_MERCHANT, secret, raw) },
    body: raw,
  };
}

/** Pairs on the players `pick` names: a debit of 1.00, then a credit of 1.50 closing its round. */
function pairs(base: string, secret: string, gameCode: string, pick: () => Player, options: LoadOptions) {
  type Round = { player: Player; roundId: string };
  return new Promise<ProviderWalletFigures['oneWallet']>((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: options.connections,
        duration: options.duration,
        requests: [
          {
            setupRequest: (request, context: Partial<Round>) => {
              const player = pick();
              const roundId = randomUUID();
              Object.assign(context, { player, roundId });
              const body = {
                ...player,
                roundId,
                transactionId: `${roundId}-d`,
                gameCode,
                amount: '1.00',
                currency: 'USD',
              };
              return { ...request, ...signed('debit', secret, body) };
            },
          },
          {
            setupRequest: (request, context: Partial<Round>) => {
              const { player = pick(), roundId = randomUUID() } = context;
              const body = {
                ...player,
                roundId,
                transactionId: `${roundId}-c`,
                gameCode,
                amount: '1.50',
                currency: 'USD',
                closeRound: true,
              };
              return { ...request, ...signed('credit', secret, body) };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.errors + result.non2xx > 0)
          console.warn('› errors', {
            statusCodes: result.statusCodeStats,
            timeouts: result.timeouts,
            errors: result.errors,
          });
        const requestsPerSecond = Math.round(result.requests.average);
        resolve({
          requestsPerSecond,
          pairsPerSecond: Math.round(requestsPerSecond / 2),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          total: result.requests.total,
        });
      },
    );
  });
}

export async function runProviderWalletLoad(
  base: string,
  { players, gameCode }: ProviderPlayers,
  sandboxKey: string,
  options: LoadOptions,
): Promise<ProviderWalletFigures> {
  const [first] = players;
  if (!first) throw new Error('no bench provider players');
  const secret = sandboxProviderSecret(sandboxKey, PROVIDER_MERCHANT, PROVIDER_CODE);
  const oneWallet = await pairs(base, secret, gameCode, () => first, options);
  let turn = 0;
  const manyWallets = await pairs(base, secret, gameCode, () => players[turn++ % players.length] ?? first, options);
  return { oneWallet, manyWallets, wallets: players.length };
}
