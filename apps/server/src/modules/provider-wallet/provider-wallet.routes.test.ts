import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@lobby/contract/core';
import {
  gameTickets,
  ledgerEntries,
  members,
  providerConnections,
  providerRounds,
  rgExclusions,
  sessions,
  wins,
} from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import type { CashierMember } from '../../test/cashier';
import {
  cashierMember,
  gameOf,
  providerBet,
  providerCall,
  providerPlayer,
  providerToken,
  PROVIDERS_SANDBOX_KEY,
} from '../../test/provider-wallet';

type Answer = { status: 'OK' | 'ERROR'; code?: string; message?: string; balance?: string; currency?: string } & Record<
  string,
  unknown
>;

describe.each(DRIVERS)('provider wallet (seamless-wallet v1) on %s', (driver) => {
  let t: TestApp;
  let nodeId: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { PROVIDERS_SANDBOX_KEY, PROVIDER_RECONCILE_MS: 0 } });
    nodeId = await gameOf(t, 'LUCKYNOVA', 'PG');
  });
  afterAll(() => t.close());

  const call = (name: string, body: object) => providerCall<Answer>(t, 'PG', name, body);
  const player = (balanceMinor = 10_000, mode: 'real' | 'free' = 'real') =>
    providerPlayer(t, nodeId, balanceMinor, mode);
  const bet = (p: { token: string; playerId: string }, extra: Record<string, unknown> = {}) =>
    providerBet(nodeId, p, extra);
  /** Balance = ledger sum, always (design.md §8). */
  const expectBalanced = async (member: CashierMember) => {
    expect(await t.app.wallet.repository.balance(member.id)).toBe(await t.app.wallet.repository.ledgerSum(member.id));
  };
  const ledgerOf = (member: CashierMember) =>
    t.db.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, member.id));

  it('authenticates a launch token and answers the balance', async () => {
    const p = await player(12_345);
    const auth = await call('authenticate', { token: p.token });
    expect(auth).toEqual({
      status: 200,
      body: {
        status: 'OK',
        playerId: p.playerId,
        username: p.member.username,
        currency: 'USD',
        balance: '123.45',
        mode: 'real',
        language: 'en',
      },
    });
    expect((await call('balance', { token: p.token, playerId: p.playerId })).body).toEqual({
      status: 'OK',
      balance: '123.45',
      currency: 'USD',
    });
  });

  it('refuses a forged, stale, foreign or unsigned call, an unknown provider and a malformed body', async () => {
    const p = await player();
    const body = { token: p.token };
    const refused = { status: 401, body: { status: 'ERROR', code: 'INVALID_SIGNATURE' } };
    expect(await providerCall(t, 'PG', 'authenticate', body, { secret: 'f'.repeat(64) })).toEqual(refused);
    // Well outside the window (300 s), so a step of the machine's clock between signing and checking cannot
    // bring the call back inside it (a run once saw a call signed 301 s ago accepted).
    expect(await providerCall(t, 'PG', 'authenticate', body, { now: new Date(Date.now() - 360_000) })).toEqual(refused);
    expect(await providerCall(t, 'PG', 'authenticate', body, { now: new Date(Date.now() + 360_000) })).toEqual(refused);
    expect(await providerCall(t, 'PG', 'authenticate', body, { operatorId: 'NOSUCHOP' })).toEqual(refused);
    expect(await providerCall(t, 'PG', 'authenticate', body, { headers: { 'x-signature': '' } })).toEqual(refused);
    // The signature covers the exact bytes: the same JSON spelled otherwise does not verify.
    const signed = await providerCall(t, 'PG', 'authenticate', body, {
      headers: { 'x-signature': (await import('./signing')).providerSignature('x', '1', '') },
    });
    expect(signed.status).toBe(401);
    expect(await providerCall(t, 'NOPE', 'authenticate', body)).toEqual({
      status: 404,
      body: { status: 'ERROR', code: 'UNKNOWN_PROVIDER' },
    });
    expect((await providerCall(t, 'PG', 'authenticate', body, { raw: '{not json' })).status).toBe(400);
    expect(await call('debit', { token: p.token })).toEqual({
      status: 400,
      body: { status: 'ERROR', code: 'BAD_REQUEST' },
    });
    // A token of another provider's game is unknown here.
    const jdb = await providerToken(t, p.member, await gameOf(t, 'LUCKYNOVA', 'JDB'));
    expect((await call('authenticate', { token: jdb })).body.code).toBe('SESSION_EXPIRED');
  });

  it('debits and credits once each, with ledger rows, and closes the round', async () => {
    const p = await player(10_000);
    const debit = bet(p, { amount: '25.50' });
    const first = await call('debit', debit);
    expect(first.body).toMatchObject({ status: 'OK', balance: '74.50', currency: 'USD' });
    expect(first.body.transactionId).toEqual(expect.any(String));
    // Rule 1: the same debit again answers the first answer and moves nothing.
    expect((await call('debit', debit)).body).toEqual(first.body);
    const credit = { ...debit, transactionId: randomUUID(), amount: '100', closeRound: true };
    const won = await call('credit', credit);
    expect(won.body).toMatchObject({ status: 'OK', balance: '174.50', applied: true });
    expect((await call('credit', credit)).body).toEqual(won.body);
    expect(
      (await ledgerOf(p.member)).filter((row) => row.kind !== 'deposit').map((row) => [row.kind, row.amountMinor]),
    ).toEqual([
      ['bet', -2550],
      ['win', 10_000],
    ]);
    const [round] = await t.db.handle.db.select().from(providerRounds).where(eq(providerRounds.roundId, debit.roundId));
    expect(round).toMatchObject({ status: 'settled', stakeMinor: 2550, payoutMinor: 10_000, mode: 'real' });
    // Rule 2: the same id for another amount, round or kind is a conflict.
    expect((await call('debit', { ...debit, amount: '1.00' })).body.code).toBe('TRANSACTION_CONFLICT');
    expect((await call('debit', { ...debit, roundId: randomUUID() })).body.code).toBe('TRANSACTION_CONFLICT');
    expect((await call('credit', { ...debit, closeRound: false })).body.code).toBe('TRANSACTION_CONFLICT');
    // A settled round takes no new bet.
    expect((await call('debit', { ...debit, transactionId: randomUUID() })).body.code).toBe('ROUND_SETTLED');
    await expectBalanced(p.member);
    // The round is in the member's betting record, and the big win on the winners board.
    const range = new URLSearchParams({
      from: new Date(Date.now() - 3_600_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    const record = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.betRecords}?${range.toString()}`,
      headers: { authorization: `Bearer ${p.member.token}` },
    });
    expect(record.statusCode).toBe(200);
    expect(record.body).toContain(debit.roundId);
    const board = await t.db.handle.db.select().from(wins).where(eq(wins.customerName, p.member.username));
    expect(board.map((row) => row.winAmountMinor)).toEqual([10_000n]);
  });

  it('records a rollback of an unseen debit and refuses that debit later (rule 3)', async () => {
    const p = await player(5_000);
    const debit = bet(p);
    const rollback = {
      token: p.token,
      playerId: p.playerId,
      roundId: debit.roundId,
      transactionId: randomUUID(),
      referenceTransactionId: debit.transactionId,
    };
    expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: '50.00' });
    expect((await call('debit', debit)).body).toMatchObject({
      status: 'ERROR',
      code: 'TRANSACTION_ROLLED_BACK',
      balance: '50.00',
    });
    expect(await t.app.wallet.repository.balance(p.member.id)).toBe(5_000);
    await expectBalanced(p.member);
  });

  it('refunds an open round’s debit once, and refuses a rollback of a settled round (rule 4)', async () => {
    const p = await player(5_000);
    const debit = bet(p);
    await call('debit', debit);
    const rollback = {
      token: p.token,
      playerId: p.playerId,
      roundId: debit.roundId,
      transactionId: randomUUID(),
      referenceTransactionId: debit.transactionId,
    };
    const first = await call('rollback', rollback);
    expect(first.body).toMatchObject({ status: 'OK', balance: '50.00' });
    expect((await call('rollback', rollback)).body).toEqual(first.body);
    expect((await call('rollback', { ...rollback, transactionId: randomUUID() })).body).toMatchObject({
      status: 'OK',
      balance: '50.00',
    });
    expect((await ledgerOf(p.member)).filter((row) => row.kind === 'refund').map((row) => row.amountMinor)).toEqual([
      1000,
    ]);
    const [round] = await t.db.handle.db.select().from(providerRounds).where(eq(providerRounds.roundId, debit.roundId));
    expect(round?.status).toBe('cancelled');

    const settled = bet(p);
    await call('debit', settled);
    await call('credit', { ...settled, transactionId: randomUUID(), amount: '5.00', closeRound: false });
    const late = {
      ...rollback,
      roundId: settled.roundId,
      transactionId: randomUUID(),
      referenceTransactionId: settled.transactionId,
    };
    expect((await call('rollback', late)).body).toMatchObject({
      status: 'ERROR',
      code: 'ROUND_SETTLED',
      balance: '45.00',
    });
    await expectBalanced(p.member);
  });

  it('answers a win for a refused bet without moving money, and a win before its bet with BET_NOT_FOUND (rule 5)', async () => {
    const p = await player(1_000);
    const tooBig = bet(p, { amount: '50.00' });
    expect((await call('debit', tooBig)).body).toEqual({
      status: 'ERROR',
      code: 'INSUFFICIENT_FUNDS',
      balance: '10.00',
      currency: 'USD',
    });
    // Rule 1 holds for a refusal too: the retry answers it again, even with money now there.
    expect((await call('debit', tooBig)).body.code).toBe('INSUFFICIENT_FUNDS');
    const win = await call('credit', { ...tooBig, transactionId: randomUUID(), amount: '80.00', closeRound: true });
    expect(win.body).toMatchObject({ status: 'OK', balance: '10.00', applied: false });

    const early = bet(p, { amount: '1.00' });
    const credit = { ...early, transactionId: randomUUID(), amount: '3.00', closeRound: true };
    expect((await call('credit', credit)).body).toMatchObject({
      status: 'ERROR',
      code: 'BET_NOT_FOUND',
      balance: '10.00',
    });
    expect((await call('debit', early)).body).toMatchObject({ status: 'OK', balance: '9.00' });
    expect((await call('credit', credit)).body).toMatchObject({ status: 'OK', balance: '12.00', applied: true });
    await expectBalanced(p.member);
  });

  it('checks amounts, currency, player, session, block and responsible gaming (rule 6)', async () => {
    const p = await player(5_000);
    for (const amount of ['1.505', '-1.00', '0', '0.00', 'ten', '1e3']) {
      expect((await call('debit', bet(p, { amount }))).body, amount).toMatchObject({
        code: 'INVALID_AMOUNT',
        balance: '50.00',
      });
    }
    expect((await call('debit', bet(p, { currency: 'IDR' }))).body.code).toBe('CURRENCY_MISMATCH');
    expect((await call('debit', bet(p, { playerId: '999999' }))).body.code).toBe('PLAYER_MISMATCH');
    expect((await call('debit', bet(p, { token: 'not-a-token' }))).body.code).toBe('SESSION_EXPIRED');

    await t.db.handle.db.insert(rgExclusions).values({
      merchantCode: 'LUCKYNOVA',
      memberId: p.member.id,
      kind: 'time_out',
      duration: '1d',
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    expect((await call('debit', bet(p))).body).toMatchObject({
      status: 'ERROR',
      code: 'LIMIT_REACHED',
      message: 'rg.time.out',
    });
    await t.db.handle.db.delete(rgExclusions).where(eq(rgExclusions.memberId, p.member.id));

    // A settlement still lands after the player left; a new bet does not.
    const open = bet(p);
    await call('debit', open);
    await t.db.handle.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.memberId, p.member.id));
    expect((await call('debit', bet(p))).body.code).toBe('SESSION_EXPIRED');
    expect((await call('balance', { token: p.token, playerId: p.playerId })).body.code).toBe('SESSION_EXPIRED');
    expect(
      (await call('credit', { ...open, transactionId: randomUUID(), amount: '2.00', closeRound: true })).body,
    ).toMatchObject({
      status: 'OK',
      balance: '42.00',
    });

    const q = await player(5_000);
    await t.db.handle.db.update(members).set({ status: 'disabled' }).where(eq(members.id, q.member.id));
    expect((await call('debit', bet(q))).body).toMatchObject({ code: 'PLAYER_BLOCKED', balance: '50.00' });
    await expectBalanced(p.member);
  });

  it('rejects more decimals than an IDR merchant has', async () => {
    const member = await cashierMember(t, { merchantCode: 'GOLDREEF', balanceMinor: 1_000_000, paymentPassword: null });
    const token = await providerToken(t, member, await gameOf(t, 'GOLDREEF', 'PG'));
    const body = { ...bet({ token, playerId: String(member.id) }), currency: 'IDR' };
    const as = (amount: string) =>
      providerCall<Answer>(
        t,
        'PG',
        'debit',
        { ...body, amount, transactionId: randomUUID() },
        { operatorId: 'GOLDREEF' },
      );
    expect((await as('1.5')).body.code).toBe('INVALID_AMOUNT');
    expect((await as('1000')).body).toMatchObject({ status: 'OK', balance: '9000', currency: 'IDR' });
  });

  it('plays free tokens with the ticket’s fun credits, never the wallet (rule 7)', async () => {
    const p = await player(5_000, 'free');
    expect((await call('authenticate', { token: p.token })).body).toMatchObject({ mode: 'free', balance: '2000.00' });
    const debit = bet(p, { amount: '100.00' });
    expect((await call('debit', debit)).body).toMatchObject({ status: 'OK', balance: '1900.00' });
    expect(
      (await call('credit', { ...debit, transactionId: randomUUID(), amount: '40.00', closeRound: true })).body,
    ).toMatchObject({ balance: '1940.00' });
    expect(await t.app.wallet.repository.balance(p.member.id)).toBe(5_000);
    expect((await ledgerOf(p.member)).map((row) => row.kind)).toEqual(['deposit']);
    const [ticket] = await t.db.handle.db.select().from(gameTickets).where(eq(gameTickets.memberId, p.member.id));
    expect(ticket?.funBalanceMinor).toBe(194_000);
  });

  it('keeps a round open until round-close (rule 8)', async () => {
    const p = await player(5_000);
    const debit = bet(p);
    await call('debit', debit);
    await call('credit', { ...debit, transactionId: randomUUID(), amount: '1.00', closeRound: false });
    const roundOf = async () =>
      (
        await t.db.handle.db
          .select()
          .from(providerRounds)
          .where(and(eq(providerRounds.roundId, debit.roundId), eq(providerRounds.memberId, p.member.id)))
      )[0];
    expect((await roundOf())?.status).toBe('open');
    const close = { token: p.token, playerId: p.playerId, roundId: debit.roundId };
    expect((await call('round-close', close)).body).toEqual({ status: 'OK', balance: '41.00', currency: 'USD' });
    expect((await roundOf())?.status).toBe('settled');
    expect((await call('round-close', { ...close, roundId: randomUUID() })).body.code).toBe('BET_NOT_FOUND');
  });

  it('never overdraws under 20 parallel debits, and moves a duplicate sent at once only once', async () => {
    const p = await player(5_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('debit', bet(p, { amount: '7.00' }))));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(7);
    expect(answers.filter((a) => a.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(13);
    expect(await t.app.wallet.repository.balance(p.member.id)).toBe(100);
    await expectBalanced(p.member);

    const q = await player(5_000);
    const same = bet(q, { amount: '3.00' });
    const twins = await Promise.all(Array.from({ length: 6 }, () => call('debit', same)));
    for (const twin of twins) expect(twin.body).toEqual(twins[0]?.body);
    expect(twins[0]?.body.status).toBe('OK');
    const credit = { ...same, transactionId: randomUUID(), amount: '9.00', closeRound: true };
    const wins = await Promise.all(Array.from({ length: 6 }, () => call('credit', credit)));
    for (const win of wins) expect(win.body).toEqual(wins[0]?.body);
    expect(await t.app.wallet.repository.balance(q.member.id)).toBe(5_600);
    await expectBalanced(q.member);
  });

  it('refunds a round left open past its timeout under the rollback rule, once (reconciliation)', async () => {
    await t.db.handle.db
      .update(providerConnections)
      .set({ reconciliation: 'rollback', openRoundTimeoutSeconds: 0 })
      .where(and(eq(providerConnections.merchantCode, 'LUCKYNOVA'), eq(providerConnections.providerCode, 'PG')));
    const p = await player(5_000);
    const debit = bet(p, { amount: '12.00' });
    await call('debit', debit);
    await call('debit', { ...debit, transactionId: randomUUID(), amount: '3.00' });
    const first = await t.app.providerWallet.reconciliation.pass();
    expect(first.refunded).toBeGreaterThanOrEqual(1);
    expect(await t.app.wallet.repository.balance(p.member.id)).toBe(5_000);
    await t.app.providerWallet.reconciliation.pass();
    expect(
      (await ledgerOf(p.member))
        .filter((row) => row.kind === 'refund')
        .map((row) => row.amountMinor)
        .sort(),
    ).toEqual([1200, 300]);
    // The provider's late win and rollback move nothing now.
    const late = await call('credit', { ...debit, transactionId: randomUUID(), amount: '30.00', closeRound: true });
    expect(late.body).toMatchObject({ status: 'OK', applied: false, balance: '50.00' });
    const rollback = {
      token: p.token,
      playerId: p.playerId,
      roundId: debit.roundId,
      transactionId: randomUUID(),
      referenceTransactionId: debit.transactionId,
    };
    expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: '50.00' });
    await expectBalanced(p.member);
  });
});
