import type { DashboardFigures, DashboardResponse } from '@lobby/contract/admin/dashboard';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, members, merchants, withdrawalRequests } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { readyToWithdraw } from '../../test/cashier';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

/** Two decimal strings' difference in minor units (exact: integers). */
const minor = (amount: string) => Math.round(Number(amount) * 100);

describe.each(DRIVERS)('dashboard API on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const read = async (range: string, token = admin, headers: Record<string, string> = {}) => {
    const response = await adminCall<Ok<DashboardResponse>>(
      t.app,
      token,
      'GET',
      `${ADMIN_PATHS.dashboard}?range=${range}`,
      undefined,
      headers,
    );
    expect(response.status).toBe(200);
    return response.body.value;
  };

  /** A new member of LUCKYNOVA registered `hoursAgo` with ledger rows: (kind, signed minor, hoursAgo, reference?). */
  const member = async (name: string, moves: [string, number, number, string?][], hoursAgo = 0) => {
    const db = t.db.handle.db;
    const [created] = await db
      .insert(members)
      .values({
        merchantCode: 'LUCKYNOVA',
        username: name,
        usernameKey: name,
        createdAt: sql`now() - make_interval(hours => ${hoursAgo}::int)`,
      })
      .returning({ id: members.id });
    let balance = 0;
    for (const [index, [kind, amountMinor, ago, reference]] of moves.entries()) {
      balance += amountMinor;
      await db.insert(ledgerEntries).values({
        merchantCode: 'LUCKYNOVA',
        memberId: created!.id,
        kind: kind as 'deposit',
        amountMinor,
        balanceAfterMinor: balance,
        reference: reference ?? `${name}-${index}`,
        createdAt: sql`now() - make_interval(mins => ${ago * 60}::int)`,
      });
    }
  };

  const delta = (after: DashboardFigures, before: DashboardFigures) => ({
    registrations: after.registrations - before.registrations,
    firstDeposits: after.firstDeposits - before.firstDeposits,
    firstDepositAmount: minor(after.firstDepositAmount) - minor(before.firstDepositAmount),
    deposits: after.deposits - before.deposits,
    depositAmount: minor(after.depositAmount) - minor(before.depositAmount),
    withdrawals: after.withdrawals - before.withdrawals,
    withdrawalAmount: minor(after.withdrawalAmount) - minor(before.withdrawalAmount),
    bets: after.bets - before.bets,
    betAmount: minor(after.betAmount) - minor(before.betAmount),
    winAmount: minor(after.winAmount) - minor(before.winAmount),
    ggr: minor(after.ggr) - minor(before.ggr),
    activePlayers: after.activePlayers - before.activePlayers,
  });

  it('counts a new member, their first and later deposits, a withdrawal and their play, today and in total', async () => {
    const before = await read('today');
    await member('dash.one', [
      ['deposit', 50_000, 0],
      ['deposit', 25_050, 0],
      ['bet', -10_000, 0],
      ['win', 4_000, 0],
      ['bet', -2_000, 0],
      ['withdrawal', -30_000, 0],
    ]);
    const after = await read('today');
    expect(after.days).toHaveLength(1);
    expect(after.timeZone).toBe('UTC');
    expect(delta(after.totals, before.totals)).toEqual({
      registrations: 1,
      firstDeposits: 1,
      firstDepositAmount: 50_000,
      deposits: 2,
      depositAmount: 75_050,
      withdrawals: 1,
      withdrawalAmount: 30_000,
      bets: 2,
      betAmount: 12_000,
      winAmount: 4_000,
      ggr: 8_000,
      activePlayers: 1,
    });
    expect(after.days[0]).toMatchObject({ date: after.to, ...after.totals });
    expect(after.totals.ggr).toMatch(/^-?\d+\.\d{2}$/);
  });

  it("leaves out a provider's bet that it rolled back (a refund under the bet's reference)", async () => {
    const before = await read('today');
    await member('dash.refund', [
      ['deposit', 10_000, 0],
      ['bet', -3_000, 0, 'pw:PG:tx-1'],
      ['refund', 3_000, 0, 'pw:PG:tx-1'],
      ['bet', -1_000, 0, 'pw:PG:tx-2'],
    ]);
    const after = await read('today');
    expect(delta(after.totals, before.totals)).toMatchObject({
      bets: 1,
      betAmount: 1_000,
      ggr: 1_000,
      activePlayers: 1,
    });
  });

  it('counts pending and paid withdrawal requests, not a rejected one whose hold came back', async () => {
    const { ask } = await readyToWithdraw(t, 100_000);
    const before = await read('today');
    const pending = await ask('60');
    const paid = await ask('70');
    const rejected = await ask('80');
    const merchant = await t.app.site.resolveMerchant(undefined, 'LUCKYNOVA');
    const actor = { merchantCode: 'LUCKYNOVA', operatorId: null, ip: 'test' };
    const idOf = async (requestNo: string) =>
      (
        await t.db.handle.db
          .select({ id: withdrawalRequests.id })
          .from(withdrawalRequests)
          .where(eq(withdrawalRequests.requestNo, requestNo))
      )[0]?.id ?? 0;
    await t.app.withdrawalQueue.approve(actor, merchant, await idOf(paid.body.value.requestNo), 'PAID-1');
    await t.app.withdrawalQueue.reject(actor, merchant, await idOf(rejected.body.value.requestNo), 'No');
    expect(pending.status).toBe(200);
    const after = await read('today');
    expect(delta(after.totals, before.totals)).toMatchObject({ withdrawals: 2, withdrawalAmount: 13_000 });
  });

  it('gives one entry per day, oldest first, and counts a player active once in the period', async () => {
    const before = await read('7d');
    // Registered and first deposit three days ago; played on two days.
    await member(
      'dash.two',
      [
        ['deposit', 10_000, 72],
        ['bet', -1_000, 72],
        ['bet', -1_000, 0],
        ['deposit', 5_000, 0],
      ],
      72,
    );
    const after = await read('7d');
    expect(after.days).toHaveLength(7);
    expect(after.days.map((day) => day.date)).toEqual([...after.days.map((day) => day.date)].sort());
    expect(after.days.at(-1)?.date).toBe(after.to);
    const change = delta(after.totals, before.totals);
    expect(change).toMatchObject({ registrations: 1, firstDeposits: 1, deposits: 2, bets: 2, activePlayers: 1 });
    const daily = after.days.reduce((sum, day) => sum + day.activePlayers, 0);
    const dailyBefore = before.days.reduce((sum, day) => sum + day.activePlayers, 0);
    expect(daily - dailyBefore).toBe(2);
    // A deposit outside today is in 7 days but not in today's figures.
    const today = await read('today');
    expect(today.totals.registrations).toBeLessThan(after.totals.registrations);
  });

  it('counts days in the merchant time zone when it has one', async () => {
    await t.db.handle.db
      .update(merchants)
      .set({ settings: sql`${merchants.settings} || '{"timeZone":"Asia/Jakarta"}'::jsonb` })
      .where(eq(merchants.code, 'GOLDREEF'));
    t.app.catalogue.clearCaches();
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const figures = await read('30d', reef.token, { merchant: 'GOLDREEF' });
    expect(figures.timeZone).toBe('Asia/Jakarta');
    expect(figures.days).toHaveLength(30);
  });

  it('lets admin and finance read it, refuses editors and reviewers, and refuses a bad range', async () => {
    const finance = await operatorSession(t.app, 'finance');
    expect((await read('30d', finance.token)).days).toHaveLength(30);
    for (const role of ['editor', 'reviewer'] as const) {
      const session = await operatorSession(t.app, role);
      const refused = await adminCall<Failure>(t.app, session.token, 'GET', `${ADMIN_PATHS.dashboard}?range=7d`);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('permission.denied');
    }
    const bad = await adminCall<Failure>(t.app, admin, 'GET', `${ADMIN_PATHS.dashboard}?range=year`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('request.invalid');
    expect((await adminCall(t.app, admin, 'GET', ADMIN_PATHS.dashboard)).status).toBe(200);
  });

  it("shows another merchant's operator nothing of this merchant", async () => {
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const before = await read('today', reef.token, { merchant: 'GOLDREEF' });
    await member('dash.three', [
      ['deposit', 99_900, 0],
      ['bet', -500, 0],
    ]);
    const after = await read('today', reef.token, { merchant: 'GOLDREEF' });
    expect(after.totals).toEqual(before.totals);
    const elsewhere = await adminCall<Failure>(t.app, reef.token, 'GET', `${ADMIN_PATHS.dashboard}?range=today`);
    expect(elsewhere.status).toBe(401);
  });
});
