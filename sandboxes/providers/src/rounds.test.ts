import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from './http';
import type { Fault } from './faults';
import { connectionSecret, signedHeaders } from './signature';
import { startFakeWallet, type FakePlayer } from './test-helpers';

const KEY = 'rounds-test-key';
const players: Record<string, FakePlayer> = {};
let wallet: Awaited<ReturnType<typeof startFakeWallet>>;
let sim: ReturnType<typeof createSimulator>;

beforeAll(async () => {
  wallet = await startFakeWallet(KEY, players);
  // A debit "times out" after 50 ms here instead of 3 s.
  sim = createSimulator({ sandboxKey: KEY, walletUrl: wallet.url, testMode: true, debitTimeoutMs: 50 });
});
afterAll(async () => {
  await sim.app.close();
  await wallet.close();
});

let sequence = 0;
/** A launched session of a game for a fresh player with `balanceMinor`; returns its page path and player. */
async function session(provider: string, gameCode: string, overrides: Partial<FakePlayer> = {}) {
  const token = `token-${++sequence}`;
  const player = (players[token] = {
    playerId: `p${sequence}`,
    balanceMinor: 10_000,
    currency: 'USD',
    live: true,
    ...overrides,
  });
  const raw = JSON.stringify({
    token,
    playerId: player.playerId,
    username: 'nova',
    gameCode,
    currency: player.currency,
    language: 'en',
    mode: 'real',
    lobbyUrl: 'http://127.0.0.1:3000/m/home',
    cashierUrl: 'http://127.0.0.1:3000/m/voucherCenter',
  });
  const launched = await sim.app.inject({
    method: 'POST',
    url: `/p/${provider}/launch`,
    headers: {
      'content-type': 'application/json',
      ...signedHeaders('LUCKYNOVA', connectionSecret(KEY, 'LUCKYNOVA', provider), raw),
    },
    payload: raw,
  });
  return { path: new URL(launched.json().url).pathname, player, token };
}
const round = (path: string, body: object) =>
  sim.app.inject({ method: 'POST', url: `${path}/round`, payload: body }).then((r) => r.json());
const callsOf = (token: string) => wallet.received.filter((r) => r.body.token === token);
const fault = (name: Fault | null) => sim.app.inject({ method: 'POST', url: '/test/faults', payload: { fault: name } });

describe('rounds through the wallet', () => {
  it('plays a spin as a debit then a credit or a round-close, and shows the balance the wallet answered', async () => {
    const { path, player, token } = await session('PG', 'JackpotoftheAztecs');
    for (let spin = 0; spin < 6; spin++) {
      const before = player.balanceMinor;
      const answer = await round(path, { stake: '1.00' });
      expect(answer.status).toBe('OK');
      const winMinor = Math.round(Number(answer.win) * 100);
      expect(player.balanceMinor).toBe(before - 100 + winMinor);
      expect(answer.balance).toBe((player.balanceMinor / 100).toFixed(2));
      expect(answer.outcome.reels).toHaveLength(5);
      const record = sim.rounds.get(answer.roundId)!;
      expect(record.status).toBe('settled');
      expect(record.calls.map((c) => c.call)).toEqual(['debit', winMinor > 0 ? 'credit' : 'round-close']);
    }
    const debit = callsOf(token).find((c) => c.call === 'debit')!.body;
    expect(debit).toMatchObject({
      amount: '1.00',
      currency: 'USD',
      gameCode: 'JackpotoftheAztecs',
      playerId: player.playerId,
    });
  });

  it('settles a baccarat hand and a sports bet the same way, in rupiah without decimals', async () => {
    const table = await session('EVL', 'LuckyDiceDuel', { currency: 'IDR', balanceMinor: 100_000_000 });
    const hand = await round(table.path, { stake: '5000', side: 'banker' });
    expect(hand).toMatchObject({ status: 'OK', stake: '5000', currency: 'IDR' });
    expect(hand.win).toMatch(/^\d+$/);
    expect(['player', 'banker', 'tie']).toContain(hand.outcome.winner);
    const book = await session('SABA', 'SoccerExpress');
    const bet = await round(book.path, { stake: '2.00', fixtureId: 'f1', selection: 'draw' });
    expect(bet.status).toBe('OK');
    expect(['home', 'draw', 'away']).toContain(bet.outcome.result);
    expect(Number(bet.win) > 0).toBe(bet.outcome.result === 'draw');
  });

  it("refuses a bet in the player's words and moves nothing", async () => {
    const poor = await session('PG', 'JackpotoftheAztecs', { balanceMinor: 50 });
    expect(await round(poor.path, { stake: '1.00' })).toMatchObject({
      status: 'ERROR',
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough balance for this bet. Top up in the cashier or lower your bet.',
      balance: '0.50',
      moved: false,
    });
    const limited = await session('PG', 'JackpotoftheAztecs', { refuse: 'LIMIT_REACHED' });
    expect((await round(limited.path, { stake: '1.00' })).message).toBe(
      'You have reached a play limit set on your account. Play is paused for now.',
    );
    const expired = await session('PG', 'JackpotoftheAztecs');
    expired.player.live = false;
    expect((await round(expired.path, { stake: '1.00' })).message).toBe(
      'Your game session has expired. Go back to the lobby and open the game again.',
    );
    expect(limited.player.balanceMinor).toBe(10_000);
  });

  it('refuses a stake it does not offer and a pick the game does not have', async () => {
    const { path, player } = await session('PG', 'JackpotoftheAztecs');
    for (const stake of ['0.33', '-1', 'lots', 1])
      expect((await sim.app.inject({ method: 'POST', url: `${path}/round`, payload: { stake } })).statusCode).toBe(400);
    const table = await session('EVL', 'LuckyDiceDuel');
    expect(
      (await sim.app.inject({ method: 'POST', url: `${table.path}/round`, payload: { stake: '1.00', side: 'dragon' } }))
        .statusCode,
    ).toBe(400);
    expect(player.balanceMinor).toBe(10_000);
  });

  it('sells a lottery ticket as an open round and settles it when its draw closes', async () => {
    const { path, player } = await session('TCG', 'CambodiaKeno');
    const bought = await round(path, { stake: '1.00', bet: { kind: 'big' } });
    expect(bought).toMatchObject({ status: 'OK', balance: '99.00', win: null });
    const record = sim.rounds.get(bought.roundId)!;
    expect(record.status).toBe('open');
    expect(await sim.lottery.settleDue(Date.now())).toBe(0);
    await sim.lottery.settleDue(Date.now() + 180_000);
    expect(record.status).toBe('settled');
    const result = (record.detail as { result: string }).result;
    expect(record.win).toBe(Number(result.slice(-2)) >= 50 ? '1.95' : '0.00');
    expect(player.balanceMinor).toBe(9_900 + Math.round(Number(record.win) * 100));
    const state = (await sim.app.inject({ method: 'GET', url: `${path}/state` })).json();
    expect(state.lottery.tickets[0]).toMatchObject({ roundId: bought.roundId, status: 'settled' });
    expect(state.lottery.results).toHaveLength(8);
  });
});

describe('test mode faults', () => {
  it('retry: sends each callback twice in a row; the wallet answers the same and moves money once', async () => {
    const { path, player, token } = await session('PG', 'JackpotoftheAztecs');
    await fault('retry');
    const answer = await round(path, { stake: '1.00' });
    const calls = callsOf(token);
    const settle = Number(answer.win) > 0 ? 'credit' : 'round-close';
    expect(calls.map((c) => c.call)).toEqual(['debit', 'debit', settle, settle]);
    expect(calls[0]!.answer).toEqual(calls[1]!.answer);
    expect(player.balanceMinor).toBe(10_000 - 100 + Math.round(Number(answer.win) * 100));
    // One round only.
    expect(sim.faults.peek()).toBeNull();
  });

  it('duplicate: sends each callback twice at once', async () => {
    const { path, player, token } = await session('PG', 'JackpotoftheAztecs');
    await fault('duplicate');
    const answer = await round(path, { stake: '1.00' });
    const debits = callsOf(token).filter((c) => c.call === 'debit');
    expect(debits).toHaveLength(2);
    expect(debits[0]!.body.transactionId).toBe(debits[1]!.body.transactionId);
    expect(player.balanceMinor).toBe(10_000 - 100 + Math.round(Number(answer.win) * 100));
  });

  it('debit-timeout-rollback: gives up on the debit, rolls it back, and tells the player the bet was refunded', async () => {
    const { path, player, token } = await session('PG', 'JackpotoftheAztecs');
    await fault('debit-timeout-rollback');
    const answer = await round(path, { stake: '1.00' });
    expect(answer).toMatchObject({ status: 'OK', refunded: true, balance: '100.00' });
    const [debit, rollback] = callsOf(token);
    expect(rollback!.body.referenceTransactionId).toBe(debit!.body.transactionId);
    expect(sim.rounds.get(answer.roundId)!.status).toBe('cancelled');
    expect(player.balanceMinor).toBe(10_000);
  });

  it('win-for-refused-bet: bets more than the balance, then sends a win for that round, which moves nothing', async () => {
    const { path, player, token } = await session('PG', 'JackpotoftheAztecs');
    await fault('win-for-refused-bet');
    const answer = await round(path, { stake: '1.00' });
    expect(answer).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS' });
    const [debit, credit] = callsOf(token);
    expect(Number(debit!.body.amount)).toBeGreaterThan(100);
    expect(credit!.body.roundId).toBe(debit!.body.roundId);
    expect(credit!.answer).toMatchObject({ status: 'OK', applied: false });
    expect(player.balanceMinor).toBe(10_000);
  });

  it('win-before-bet: the credit first (not found), then the debit, then the credit again', async () => {
    const { path, player, token } = await session('PG', 'JackpotoftheAztecs');
    await fault('win-before-bet');
    const answer = await round(path, { stake: '1.00' });
    expect(answer.status).toBe('OK');
    const calls = callsOf(token);
    expect(calls.map((c) => [c.call, c.answer.status === 'OK' ? 'OK' : c.answer.code])).toEqual([
      ['credit', 'BET_NOT_FOUND'],
      ['debit', 'OK'],
      ['credit', 'OK'],
    ]);
    expect(calls[0]!.body.transactionId).toBe(calls[2]!.body.transactionId);
    expect(player.balanceMinor).toBe(10_000 - 100 + Math.round(Number(answer.win) * 100));
  });

  it('refuses an unknown fault, clears with null, and lists its round records without tokens', async () => {
    expect((await fault('chaos' as Fault)).statusCode).toBe(400);
    await fault('retry');
    expect((await fault(null)).json()).toEqual({ fault: null });
    const { rounds } = (await sim.app.inject({ method: 'GET', url: '/test/rounds' })).json();
    expect(rounds.length).toBeGreaterThan(5);
    expect(rounds[0]).not.toHaveProperty('token');
    expect(rounds[0]).toMatchObject({
      providerCode: expect.any(String),
      status: expect.any(String),
      calls: expect.any(Array),
    });
  });
});
