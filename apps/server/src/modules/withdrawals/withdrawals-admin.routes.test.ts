import type { AdminCashierTotals } from '@lobby/contract/admin/cashier';
import type { AdminWithdrawal, AdminWithdrawals } from '@lobby/contract/admin/withdrawals';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { Withdrawal } from '@lobby/contract/withdrawals';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, withdrawalRequests } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { memberCall, readyToWithdraw, setCashier } from '../../test/cashier';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
type Answer<T> = Ok<T> & Omit<Failure, 'success'>;
const QUEUE = ADMIN_PATHS.withdrawals;

describe.each(DRIVERS)('the withdrawal queue on %s', (driver) => {
  let t: TestApp;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await setCashier(t, 'LUCKYNOVA', { withdrawalDailyCount: 100, withdrawalDailyAmountMinor: null });
    finance = (await operatorSession(t.app, 'finance')).token;
  });
  afterAll(() => t.close());

  /** A pending request of a fresh member; its queue id. */
  async function pending(amount = '80', balanceMinor = 50_000) {
    const ready = await readyToWithdraw(t, balanceMinor);
    const { requestNo } = (await ready.ask(amount)).body.value;
    const [row] = await t.db.handle.db
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.requestNo, requestNo));
    return { ...ready, requestNo, id: row?.id ?? 0 };
  }
  const decide = (id: number, verb: 'approve' | 'reject', body: unknown, token = finance) =>
    adminCall<Answer<AdminWithdrawal>>(t.app, token, 'POST', `${QUEUE}/${id}/${verb}`, body);
  const list = (query: string, token = finance, headers: Record<string, string> = {}) =>
    adminCall<Answer<AdminWithdrawals>>(t.app, token, 'GET', `${QUEUE}?${query}`, undefined, headers);
  const releases = async (memberId: number) =>
    t.db.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'withdrawal_release')));

  it('lists the queue filtered, sorted and paged on the server, with the account in full', async () => {
    const small = await pending('60');
    const big = await pending('300');
    const mine = await list(`username=${small.member.username}`);
    expect(mine.body.value).toMatchObject({ totalCount: 1, totalAmount: '60.00' });
    expect(mine.body.value.list[0]).toMatchObject({
      requestNo: small.requestNo,
      username: small.member.username,
      status: 'pending',
      amount: '60.00',
      fee: '1.00',
      payout: '59.00',
      channelName: 'Bank transfer',
      account: { accountNumber: `40${small.member.id}0077`, holderName: 'Ana Lee' },
    });
    expect((await list(`requestNo=${big.requestNo}`)).body.value.list.map((row) => row.id)).toEqual([big.id]);
    const byAmount = await list('status=pending&sort=amount&order=desc&pageSize=1');
    expect(byAmount.body.value.list[0]?.amount).toBe('300.00');
    expect(byAmount.body.value.totalPages).toBe(byAmount.body.value.totalCount);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).body.value.totalCount).toBeGreaterThanOrEqual(2);
    expect((await list('from=2001-01-01&to=2001-01-02')).body.value.totalCount).toBe(0);
    expect((await list(`channelId=${small.bank.id}&status=paid`)).body.value.totalCount).toBe(0);
    for (const bad of ['status=lost', 'sort=username', 'from=yesterday', 'pageSize=1000', 'channelId=x']) {
      expect((await list(bad)).body.code, bad).toBe('request.invalid');
    }
  });

  it('exports the filtered queue as CSV for finance', async () => {
    const one = await pending('61.25');
    const response = await t.app.inject({
      method: 'GET',
      url: `${QUEUE}?format=csv&username=${one.member.username}`,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="withdrawals-LUCKYNOVA-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'requestNo,createdAt,username,status,channelName,amount,fee,payout,accountKind,provider,accountNumber,holderName,payoutReference,rejectReason,decidedBy,decidedAt',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${one.requestNo},`);
    expect(lines[1]).toContain(',61.25,1.00,60.25,bank,Chase,');
  });

  it('approves with a payout reference: paid, the hold kept, audited, and a second decision refused', async () => {
    const { id, member, requestNo } = await pending('80');
    const approved = await decide(id, 'approve', { payoutReference: 'TRX-000123' });
    expect(approved.status).toBe(200);
    expect(approved.body.value).toMatchObject({
      status: 'paid',
      payoutReference: 'TRX-000123',
      decidedBy: expect.any(String),
    });
    expect(await t.app.wallet.repository.balance(member.id)).toBe(50_000 - 8_000);
    expect(await releases(member.id)).toHaveLength(0);
    expect((await decide(id, 'reject', { reason: 'late' })).body.code).toBe('withdrawal.decided');
    const [audit] = await t.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'withdrawal.approve'), eq(auditLog.targetId, String(id))));
    expect(audit?.detail).toMatchObject({ requestNo, amount: '80.00', payoutReference: 'TRX-000123' });
    const seen = await memberCall<Ok<Withdrawal>>(t, member, 'GET', `${API_PATHS.withdrawals}/${requestNo}`);
    expect(seen.body.value).toMatchObject({ status: 'paid', payoutReference: 'TRX-000123' });
  });

  it('rejects with a reason the member sees, releasing the hold exactly once under parallel rejects', async () => {
    const { id, member, requestNo } = await pending('90');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => decide(id, 'reject', { reason: `Name does not match (${i})` })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'withdrawal.decided')).toHaveLength(7);
    expect(await releases(member.id)).toHaveLength(1);
    expect(await t.app.wallet.repository.balance(member.id)).toBe(50_000);
    expect(await t.app.wallet.repository.ledgerSum(member.id)).toBe(50_000);
    const seen = await memberCall<Ok<Withdrawal>>(t, member, 'GET', `${API_PATHS.withdrawals}/${requestNo}`);
    expect(seen.body.value.status).toBe('rejected');
    expect(seen.body.value.rejectReason).toMatch(/^Name does not match/);
  });

  it('lets exactly one of an approve and a reject racing each other win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id, member } = await pending('70');
      const [approve, reject] = await Promise.all([
        decide(id, 'approve', { payoutReference: `RACE-${round}` }),
        decide(id, 'reject', { reason: 'Race' }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const paid = approve.status === 200;
      expect(await t.app.wallet.repository.balance(member.id)).toBe(paid ? 50_000 - 7_000 : 50_000);
      expect(await releases(member.id)).toHaveLength(paid ? 0 : 1);
      expect(await t.app.wallet.repository.ledgerSum(member.id)).toBe(await t.app.wallet.repository.balance(member.id));
    }
  });

  it('refuses bad decisions with a catalogue code and changes nothing', async () => {
    const { id } = await pending('55');
    expect((await decide(id, 'reject', { reason: '  ' })).body.code).toBe('request.invalid');
    expect((await decide(id, 'approve', {})).body.code).toBe('request.invalid');
    expect((await decide(99_999_999, 'approve', { payoutReference: 'X' })).body.code).toBe('withdrawal.not.found');
    const bad = await adminCall<Failure>(t.app, finance, 'POST', `${QUEUE}/abc/approve`, { payoutReference: 'X' });
    expect(bad.status).toBe(400);
    expect((await list(`requestNo=`)).status).toBe(200);
    expect((await list(`from=2026-02-31`)).status).toBe(400);
    const [row] = await t.db.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id));
    expect(row?.status).toBe('pending');
  });

  it('adds the withdrawals to the daily totals: paid, pending and rejected with their fees', async () => {
    const totals = async (token = finance, headers: Record<string, string> = {}) =>
      (await adminCall<Answer<AdminCashierTotals>>(t.app, token, 'GET', ADMIN_PATHS.cashierTotals, undefined, headers))
        .body.value;
    const withdrawalRow = (value: AdminCashierTotals, channelId: number) =>
      value.rows.find((row) => row.direction === 'withdrawal' && row.channelId === channelId && row.day === value.to);
    const paid = await pending('80');
    const before = withdrawalRow(await totals(), paid.bank.id);
    const cents = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);
    const figure = (value: { count: number; amount: string } | null | undefined) => ({
      count: value?.count ?? 0,
      cents: cents(value?.amount),
    });
    const rejected = await pending('60');
    await pending('55');
    expect((await decide(paid.id, 'approve', { payoutReference: 'TOT-1' })).status).toBe(200);
    expect((await decide(rejected.id, 'reject', { reason: 'Totals' })).status).toBe(200);
    const after = withdrawalRow(await totals(), paid.bank.id)!;
    expect(after).toMatchObject({ kind: 'bank', channelNames: { en: 'Bank transfer' } });
    // The first request was pending before and is paid now; the other two arrive pending, one then rejected.
    expect(after.count - (before?.count ?? 0)).toBe(1);
    expect(cents(after.amount) - cents(before?.amount)).toBe(8_000);
    expect(cents(after.fee) - cents(before?.fee)).toBe(100);
    expect(cents(after.net) - cents(before?.net)).toBe(7_900);
    expect(figure(after.pending).count - figure(before?.pending).count).toBe(0);
    expect(figure(after.pending).cents - figure(before?.pending).cents).toBe(5_500 - 8_000);
    expect(figure(after.rejected).count - figure(before?.rejected).count).toBe(1);
    expect(figure(after.rejected).cents - figure(before?.rejected).cents).toBe(6_000);
    // Deposit rows carry no withdrawal figures; another merchant's totals hold none of these.
    expect(
      (await totals()).rows.filter((row) => row.direction === 'deposit').every((row) => row.pending === null),
    ).toBe(true);
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const reefTotals = await totals(reef, { merchant: 'GOLDREEF' });
    expect(reefTotals.rows.some((row) => row.channelId === paid.bank.id)).toBe(false);
  });

  it('answers finance and admins only, and never another merchant’s queue', async () => {
    const { id, member } = await pending('65');
    for (const role of ['editor', 'reviewer'] as const) {
      const { token } = await operatorSession(t.app, role);
      expect((await list('', token)).status).toBe(403);
      expect((await decide(id, 'approve', { payoutReference: 'X' }, token)).status).toBe(403);
    }
    const admin = (await operatorSession(t.app, 'admin')).token;
    expect((await list(`username=${member.username}`, admin)).body.value.totalCount).toBe(1);
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const elsewhere = await list(`username=${member.username}`, reef, { merchant: 'GOLDREEF' });
    expect(elsewhere.body.value.totalCount).toBe(0);
    const reach = await adminCall<Failure>(
      t.app,
      reef,
      'POST',
      `${QUEUE}/${id}/approve`,
      { payoutReference: 'X' },
      { merchant: 'GOLDREEF' },
    );
    expect(reach).toMatchObject({ status: 404, body: { code: 'withdrawal.not.found' } });
    const visitor = await t.app.inject({ method: 'GET', url: QUEUE });
    expect(visitor.statusCode).toBe(401);
  });
});
