// A fake operator wallet for the simulator's tests (and for looking at the pages by hand): seamless-wallet v1's
// rules that the simulator's faults exercise, kept in memory, in minor units.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatAmount, parseAmount } from '@lobby/contract/cashier';
import { verify } from './signature';

export interface FakePlayer {
  playerId: string;
  balanceMinor: number;
  currency: string;
  live: boolean;
  /** A refusal every debit gets (LIMIT_REACHED, PLAYER_BLOCKED ...). */
  refuse?: string;
}

type CallBody = Partial<
  Record<'token' | 'playerId' | 'roundId' | 'transactionId' | 'referenceTransactionId' | 'amount', string>
>;

interface Txn {
  kind: string;
  key: string;
  answer: Record<string, unknown>;
}

export async function startFakeWallet(sandboxKey: string, players: Record<string, FakePlayer>) {
  const received: Array<{ call: string; body: Record<string, unknown>; answer: Record<string, unknown> }> = [];
  const txns = new Map<string, Txn>();
  const rounds = new Map<
    string,
    { debits: Map<string, { minor: number; state: 'taken' | 'refused' | 'rolledBack' }>; credited: boolean }
  >();
  const rolledBackUnseen = new Set<string>();

  function handle(call: string, body: CallBody): Record<string, unknown> {
    const player = players[body.token ?? ''];
    if (!player) return { status: 'ERROR', code: 'SESSION_EXPIRED' };
    const ok = (extra: object = {}) => ({
      status: 'OK',
      balance: formatAmount(player.balanceMinor, player.currency),
      currency: player.currency,
      ...extra,
    });
    const error = (code: string) => ({
      status: 'ERROR',
      code,
      balance: formatAmount(player.balanceMinor, player.currency),
      currency: player.currency,
    });
    if (call === 'authenticate' || call === 'balance')
      return player.live
        ? ok({ playerId: player.playerId, username: 'tester', mode: 'real', language: 'en' })
        : { status: 'ERROR', code: 'SESSION_EXPIRED' };
    const roundId = body.roundId ?? '';
    const transactionId = body.transactionId ?? '';
    const round = rounds.get(roundId) ?? { debits: new Map(), credited: false };
    if (call === 'round-close') return ok();
    const key = JSON.stringify([call, body.playerId, body.roundId, body.amount ?? body.referenceTransactionId]);
    const seen = txns.get(transactionId);
    if (seen) return seen.key === key ? seen.answer : error('TRANSACTION_CONFLICT');
    const remember = (answer: Record<string, unknown>) => (
      txns.set(transactionId, { kind: call, key, answer }),
      answer
    );
    const minor = body.amount !== undefined ? parseAmount(body.amount, player.currency) : null;
    if (call === 'debit') {
      if (!player.live) return error('SESSION_EXPIRED');
      if (rolledBackUnseen.has(transactionId)) return remember(error('TRANSACTION_ROLLED_BACK'));
      rounds.set(roundId, round);
      if (!minor || !('minor' in minor)) return error('INVALID_AMOUNT');
      if (player.refuse) return remember({ ...error(player.refuse), message: 'rg.limit' });
      if (minor.minor > player.balanceMinor) {
        round.debits.set(transactionId, { minor: minor.minor, state: 'refused' });
        return remember(error('INSUFFICIENT_FUNDS'));
      }
      player.balanceMinor -= minor.minor;
      round.debits.set(transactionId, { minor: minor.minor, state: 'taken' });
      return remember(ok({ transactionId: `w_${txns.size}` }));
    }
    if (call === 'credit') {
      if (!rounds.has(roundId)) return error('BET_NOT_FOUND');
      const paid = minor && 'minor' in minor ? minor.minor : 0;
      if (![...round.debits.values()].some((d) => d.state === 'taken')) return remember(ok({ applied: false }));
      player.balanceMinor += paid;
      round.credited = true;
      return remember(ok({ transactionId: `w_${txns.size}` }));
    }
    const reference = body.referenceTransactionId ?? '';
    const debit = round.debits.get(reference);
    if (!debit) {
      rolledBackUnseen.add(reference);
      return remember(ok());
    }
    if (round.credited) return remember(error('ROUND_SETTLED'));
    if (debit.state === 'taken') player.balanceMinor += debit.minor;
    debit.state = 'rolledBack';
    return remember(ok());
  }

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const [, providerCode = '', call = ''] = (request.url ?? '').split('/').filter(Boolean).slice(-3);
      const verdict = verify(request.headers, raw, sandboxKey, providerCode);
      const body = JSON.parse(raw || '{}') as CallBody;
      const answer = verdict.ok ? handle(call, body) : { status: 'ERROR', code: 'INVALID_SIGNATURE' };
      received.push({ call, body, answer });
      response.writeHead(verdict.ok ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/provider`,
    received,
    players,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
