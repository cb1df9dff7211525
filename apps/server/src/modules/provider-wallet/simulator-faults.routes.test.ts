// The provider simulator's injected faults (sandboxes/providers, test mode) played against our real wallet:
// each round goes launch → the simulator's game page → its signed callbacks → our wallet, over HTTP.
import { API_PATHS } from '@lobby/contract/core';
import { launchResponseSchema } from '@lobby/contract/play';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../../../../sandboxes/providers/src/http';
import type { Fault } from '../../../../../sandboxes/providers/src/faults';
import type { RoundRecord } from '../../../../../sandboxes/providers/src/rounds';
import { games, ledgerEntries, providerConnections, providerRounds, providerTransactions } from '../../db/schema/index';
import { sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { TEST_GAMES } from '../../test/constants';
import type { CashierMember } from '../../test/cashier';
import { cashierMember, PROVIDERS_SANDBOX_KEY } from '../../test/provider-wallet';

type Sim = ReturnType<typeof createSimulator>;
type PageAnswer = { status: 'OK' | 'ERROR'; code?: string; roundId: string; balance: string; win?: string | null };

/** "12.30" → 1230 (USD); no amount (a round never settled) → 0. */
const cents = (amount: string | null | undefined) => {
  if (amount == null) return 0;
  if (!/^\d+\.\d\d$/.test(amount)) throw new Error(`not a USD amount: ${amount}`);
  return Number(amount.replace('.', ''));
};

describe.each(DRIVERS)('the simulator’s faults against our wallet on %s', (driver) => {
  let t: TestApp;
  let sim: Sim;
  let member: CashierMember;
  let page: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { PROVIDERS_SANDBOX_KEY, PROVIDER_RECONCILE_MS: 0 } });
    const wallet = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A "timed out" debit is given up after 50 ms here instead of 3 s; the rollback that follows is the same.
    sim = createSimulator({
      sandboxKey: PROVIDERS_SANDBOX_KEY,
      walletUrl: `${wallet}/api/provider`,
      testMode: true,
      seedGames: TEST_GAMES,
      debitTimeoutMs: 50,
    });
    const simulator = await sim.app.listen({ port: 0, host: '127.0.0.1' });
    // The seed points the demo connections at PROVIDERS_SANDBOX_URL's default: this one listens elsewhere.
    await t.db.handle.db
      .update(providerConnections)
      .set({ baseUrl: `${simulator}/p/PG` })
      .where(and(eq(providerConnections.merchantCode, 'LUCKYNOVA'), eq(providerConnections.providerCode, 'PG')));

    member = await cashierMember(t, { balanceMinor: 50_000, paymentPassword: null });
    const [slot] = await t.db.handle.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(
        and(
          eq(games.merchantCode, 'LUCKYNOVA'),
          eq(games.vassalage, 'PG'),
          eq(games.gameType, 'RNG'),
          isNull(games.engine),
        ),
      )
      .limit(1);
    if (!slot) throw new Error('no PG slot in the test catalogue');
    const launched = await sendJson<{ value: unknown }>(
      t.app,
      'GET',
      `${API_PATHS.launch}?nodeId=${slot.nodeId}&mode=real&language=en`,
      undefined,
      member.token,
    );
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const { adapter, url } = launchResponseSchema.parse(launched.body.value);
    expect(adapter).toBe('provider');
    page = new URL(url).pathname;
    // Opening the page authenticates the token with our wallet, as the player's browser does.
    expect((await sim.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await sim?.app.close();
    await t?.close();
  });

  const balance = () => t.app.wallet.repository.balance(member.id);
  const ledger = () => t.db.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, member.id));

  /** One $1 spin with `fault` set, and what each side kept of it. */
  async function spin(fault: Fault | null) {
    await sim.app.inject({ method: 'POST', url: '/test/faults', payload: { fault } });
    const before = await balance();
    const seen = new Set((await ledger()).map((row) => row.id));
    const answer = (
      await sim.app.inject({ method: 'POST', url: `${page}/round`, payload: { stake: '1.00' } })
    ).json<PageAnswer>();
    const { rounds } = (await sim.app.inject({ method: 'GET', url: `/test/rounds?playerId=${member.id}` })).json<{
      rounds: Array<Omit<RoundRecord, 'token'>>;
    }>();
    const theirs = rounds.find((round) => round.roundId === answer.roundId);
    const [ours] = await t.db.handle.db
      .select()
      .from(providerRounds)
      .where(and(eq(providerRounds.memberId, member.id), eq(providerRounds.roundId, answer.roundId)));
    if (!theirs || !ours) throw new Error(`round ${answer.roundId} missing: ${JSON.stringify({ theirs, ours })}`);
    const after = await balance();
    const rows = (await ledger()).filter((row) => !seen.has(row.id));

    // Balance = ledger sum after every fault, and the page shows the balance our wallet answered.
    expect(after).toBe(await t.app.wallet.repository.ledgerSum(member.id));
    expect(cents(answer.balance)).toBe(after);
    expect(rows.reduce((sum, row) => sum + row.amountMinor, 0)).toBe(after - before);
    // The provider's record agrees with ours: a refused bet is a cancelled round with nothing staked here.
    expect(ours.status).toBe(theirs.status === 'refused' ? 'cancelled' : theirs.status);
    expect(ours.stakeMinor).toBe(theirs.status === 'settled' ? cents(theirs.stake) : 0);
    expect(ours.payoutMinor).toBe(theirs.status === 'settled' ? cents(theirs.win) : 0);
    const calls = theirs.calls.map((call) => [call.call, call.status === 'OK' ? 'OK' : call.code]);
    // What our wallet recorded of the round: each transaction id once, and whether it was applied.
    const recorded = (
      await t.db.handle.db
        .select()
        .from(providerTransactions)
        .where(and(eq(providerTransactions.memberId, member.id), eq(providerTransactions.roundId, answer.roundId)))
        .orderBy(providerTransactions.id)
    ).map((row) => [row.kind, row.applied ? 'applied' : 'not applied']);
    return { answer, theirs, calls, recorded, moved: after - before, kinds: rows.map((row) => row.kind).sort() };
  }

  /** A settled $1 spin: the stake out, the win in, one ledger row each. */
  const settled = (won: string | null | undefined) => ({
    moved: cents(won) - 100,
    kinds: cents(won) > 0 ? ['bet', 'win'] : ['bet'],
    settle: cents(won) > 0 ? 'credit' : 'round-close',
  });

  it('plays a normal round: a debit, then its win or a round close', async () => {
    const { answer, theirs, calls, moved, kinds } = await spin(null);
    const expected = settled(answer.win);
    expect(theirs.status).toBe('settled');
    expect(calls).toEqual([
      ['debit', 'OK'],
      [expected.settle, 'OK'],
    ]);
    expect({ moved, kinds }).toEqual({ moved: expected.moved, kinds: expected.kinds });
  });

  /**
   * Spins with `fault` until one round settled by a win and one by a round close were seen (43% of spins win,
   * so 20 spins miss either with a chance under 1 in 50,000), checking each.
   */
  async function bothSettlements(fault: Fault, check: (played: Awaited<ReturnType<typeof spin>>) => void) {
    const seen = new Set<string>();
    for (let tries = 0; tries < 20 && seen.size < 2; tries++) {
      const played = await spin(fault);
      check(played);
      seen.add(settled(played.answer.win).settle);
    }
    expect([...seen].sort()).toEqual(['credit', 'round-close']);
  }

  // Rule 1: a retried or duplicated callback gets the first answer again (the same balance) and moves nothing.
  it.each([
    ['retry', 'twice in a row'],
    ['duplicate', 'twice at once'],
  ] as const)('%s: every callback sent %s moves money once', async (fault, _how) => {
    await bothSettlements(fault, ({ answer, theirs, calls, recorded, moved, kinds }) => {
      const expected = settled(answer.win);
      expect(calls).toEqual([
        ['debit', 'OK'],
        ['debit', 'OK'],
        [expected.settle, 'OK'],
        [expected.settle, 'OK'],
      ]);
      expect(theirs.calls[1]?.balance).toBe(theirs.calls[0]?.balance);
      expect(theirs.calls[3]?.balance).toBe(theirs.calls[2]?.balance);
      expect(recorded).toEqual(
        expected.settle === 'credit'
          ? [
              ['debit', 'applied'],
              ['credit', 'applied'],
            ]
          : [['debit', 'applied']],
      );
      expect({ moved, kinds }).toEqual({ moved: expected.moved, kinds: expected.kinds });
    });
  });

  it('debit-timeout-rollback: the bet is taken, refunded by the rollback, and nets zero', async () => {
    const { answer, theirs, calls, recorded, moved, kinds } = await spin('debit-timeout-rollback');
    expect(answer).toMatchObject({ status: 'OK', refunded: true });
    expect(theirs.status).toBe('cancelled');
    expect(calls).toEqual([
      ['debit', 'OK'],
      ['rollback', 'OK'],
    ]);
    expect(recorded).toEqual([
      ['debit', 'applied'],
      ['rollback', 'applied'],
    ]);
    expect({ moved, kinds }).toEqual({ moved: 0, kinds: ['bet', 'refund'] });
  });

  it('win-for-refused-bet: the bet is refused and its win moves nothing', async () => {
    const { answer, theirs, calls, recorded, moved, kinds } = await spin('win-for-refused-bet');
    expect(answer).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS' });
    expect(theirs.status).toBe('refused');
    expect(calls).toEqual([
      ['debit', 'INSUFFICIENT_FUNDS'],
      ['credit', 'OK'],
    ]);
    // Rule 5: the win is recorded (a retry of it answers the same) with "applied": false.
    expect(recorded).toEqual([
      ['debit', 'not applied'],
      ['credit', 'not applied'],
    ]);
    expect({ moved, kinds }).toEqual({ moved: 0, kinds: [] });
  });

  it('win-before-bet: the early win is not found, and lands once after its bet', async () => {
    const { answer, theirs, calls, recorded, moved, kinds } = await spin('win-before-bet');
    expect(theirs.status).toBe('settled');
    expect(calls).toEqual([
      ['credit', 'BET_NOT_FOUND'],
      ['debit', 'OK'],
      ['credit', 'OK'],
    ]);
    expect(theirs.calls[0]?.transactionId).toBe(theirs.calls[2]?.transactionId);
    // Rule 5: the early win left nothing behind, so it lands once when sent again.
    expect(recorded).toEqual([
      ['debit', 'applied'],
      ['credit', 'applied'],
    ]);
    const expected = settled(answer.win);
    expect({ moved, kinds }).toEqual({ moved: expected.moved, kinds: expected.kinds });
  });
});
