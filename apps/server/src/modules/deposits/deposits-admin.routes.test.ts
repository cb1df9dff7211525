import type { AdminCashierTotals, AdminChannel, AdminDeposit, AdminDepositsPage } from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { DepositOrder } from '@lobby/contract/deposits';
import type { WithdrawalSummary } from '@lobby/contract/withdrawals';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, depositOrders, ledgerEntries } from '../../db/schema/index';
import { loginAs } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { bankOrder } from '../../test/deposits';
import { multipartBody, tinyImage } from '../../test/multipart';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
type Answer<T> = { success: boolean; value: T; code?: string };

describe.each(DRIVERS)('the deposit queue on %s', (driver) => {
  let t: TestApp;
  let finance: string;
  let token: string;
  const call = <T>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    as = finance,
    headers: Record<string, string> = {},
  ) => adminCall<Answer<T>>(t.app, as, method, url, body, headers);
  const wallet = async () =>
    (await getJson<Ok<{ balanceMinor: number }>>(t.app, API_PATHS.wallet, { authorization: `Bearer ${token}` })).body
      .value.balanceMinor;

  beforeAll(async () => {
    t = await createTestApp(driver);
    finance = (await operatorSession(t.app, 'finance')).token;
    token = (await loginAs(t.app, 'player03', 'Play1234')).token;
  });
  afterAll(() => t.close());

  it('lets finance and admin in, refuses editor and reviewer, and shows another merchant nothing', async () => {
    const order = await bankOrder(t.app, token);
    for (const role of ['editor', 'reviewer'] as const) {
      const other = (await operatorSession(t.app, role)).token;
      expect((await call('GET', ADMIN_PATHS.cashierDeposits, undefined, other)).status).toBe(403);
      expect((await call('GET', ADMIN_PATHS.cashierChannels, undefined, other)).status).toBe(403);
      expect(
        (await call('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`, undefined, other)).status,
      ).toBe(403);
    }
    const admin = (await operatorSession(t.app, 'admin')).token;
    expect((await call('GET', ADMIN_PATHS.cashierTotals, undefined, admin)).status).toBe(200);

    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const headers = { merchant: 'GOLDREEF' };
    const queue = await call<AdminDepositsPage>('GET', ADMIN_PATHS.cashierDeposits, undefined, reef, headers);
    expect(queue.body.value.list.map((row) => row.orderNo)).not.toContain(order.orderNo);
    expect(
      (await call('GET', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}`, undefined, reef, headers)).status,
    ).toBe(404);
    const approve = await call(
      'POST',
      `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`,
      undefined,
      reef,
      headers,
    );
    expect(approve.status).toBe(404);
    const channels = await call<{ channels: AdminChannel[] }>(
      'GET',
      ADMIN_PATHS.cashierChannels,
      undefined,
      reef,
      headers,
    );
    expect(channels.body.value.channels.every((channel) => channel.currency === 'IDR')).toBe(true);
  });

  it('approves a manual order once: the wallet moves, the member sees it credited, the log has it', async () => {
    const before = await wallet();
    const order = await bankOrder(t.app, token, '123.45');
    const approved = await call<AdminDeposit>('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`);
    expect(approved.body.value).toMatchObject({ status: 'credited', credit: '123.45', username: 'player03' });
    expect(await wallet()).toBe(before + 12_345);
    const again = await call('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`);
    expect([again.status, again.body.code]).toEqual([409, 'deposit.already.settled']);
    const reject = await call('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/reject`, { reason: 'too late' });
    expect(reject.body.code).toBe('deposit.already.settled');
    expect(await wallet()).toBe(before + 12_345);
    const logged = await t.db.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deposit.approve'), eq(auditLog.targetId, order.orderNo)));
    expect(logged).toHaveLength(1);
  });

  it('credits a manual order the member cancelled after transferring: the money came all the same', async () => {
    const before = await wallet();
    const order = await bankOrder(t.app, token, '20.00');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${API_PATHS.deposits}/${order.orderNo}/cancel`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cancelled.statusCode).toBe(200);
    const approved = await call<AdminDeposit>('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`);
    expect(approved.body.value.status).toBe('credited');
    expect(await wallet()).toBe(before + 2000);
  });

  it('rejects with a reason the member sees, and refuses a reason too short', async () => {
    const order = await bankOrder(t.app, token);
    expect((await call('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/reject`, { reason: 'x' })).status).toBe(
      400,
    );
    const rejected = await call<AdminDeposit>('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/reject`, {
      reason: 'No transfer arrived with this reference',
    });
    expect(rejected.body.value.status).toBe('rejected');
    const seen = await getJson<Ok<DepositOrder>>(t.app, `${API_PATHS.deposits}/${order.orderNo}`, {
      authorization: `Bearer ${token}`,
    });
    expect(seen.body.value).toMatchObject({ status: 'rejected', reason: 'No transfer arrived with this reference' });
  });

  it('lets exactly one of an approval and a rejection racing win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const before = await wallet();
      const order = await bankOrder(t.app, token, '25.00');
      const url = `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}`;
      const [approve, reject] = await Promise.all([
        call('POST', `${url}/approve`),
        call('POST', `${url}/reject`, { reason: 'Duplicate of another order' }),
      ]);
      expect([approve.status, reject.status].sort()).toEqual([200, 409]);
      const credited = approve.status === 200 ? 2500 : 0;
      expect(await wallet()).toBe(before + credited);
      const rows = await t.db.handle.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, `deposit:${order.orderNo}`));
      expect(rows).toHaveLength(credited ? 1 : 0);
    }
  });

  it('approves a late transfer on an expired order, and streams its receipt', async () => {
    const order = await bankOrder(t.app, token, '20.00');
    const png = await tinyImage('png');
    const { payload, contentType } = multipartBody({}, [
      { field: 'receipt', filename: 'r.png', type: 'image/png', data: png },
    ]);
    await t.app.inject({
      method: 'POST',
      url: `${API_PATHS.deposits}/${order.orderNo}/receipt`,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });
    await t.db.handle.db
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(depositOrders.orderNo, order.orderNo));
    const detail = await call<AdminDeposit>('GET', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}`);
    expect(detail.body.value.status).toBe('expired');
    const receipt = await t.app.inject({
      method: 'GET',
      url: detail.body.value.receiptUrl!,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect([receipt.statusCode, receipt.headers['content-type']]).toEqual([200, 'image/png']);
    expect(
      (await call<AdminDeposit>('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`)).body.value.status,
    ).toBe('credited');
  });

  it('filters by status, channel, username and days, sorts on the server, pages, and exports CSV', async () => {
    const base = ADMIN_PATHS.cashierDeposits;
    const pending = await call<AdminDepositsPage>('GET', `${base}?status=pending&username=PLAYER03&pageSize=2`);
    expect(pending.body.value.list.every((row) => row.status === 'pending' && row.username === 'player03')).toBe(true);
    const all = await call<AdminDepositsPage>('GET', `${base}?username=player03&sort=amount&order=asc&pageSize=100`);
    const amounts = all.body.value.list.map((row) => Number(row.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(all.body.value.totalCount).toBeGreaterThanOrEqual(7);
    const paged = await call<AdminDepositsPage>('GET', `${base}?username=player03&pageSize=3&pageNo=2`);
    expect(paged.body.value).toMatchObject({ pageNum: 2, totalCount: all.body.value.totalCount });
    expect(paged.body.value.list).toHaveLength(3);
    const channelId = all.body.value.list[0]!.channelId;
    const byChannel = await call<AdminDepositsPage>('GET', `${base}?channelId=${channelId}`);
    expect(byChannel.body.value.list.every((row) => row.channelId === channelId)).toBe(true);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await call<AdminDepositsPage>('GET', `${base}?from=${tomorrow}`);
    expect(future.body.value.totalCount).toBe(0);
    expect((await call('GET', `${base}?status=paid`)).status).toBe(400);
    expect((await call('GET', `${base}?from=yesterday`)).status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${base}?username=player03&format=csv`,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^orderNo,createdAt,username,channel/);
    expect(lines).toHaveLength(all.body.value.totalCount + 1);
  });

  it('totals credited deposits per day and channel', async () => {
    const totals = await call<AdminCashierTotals>('GET', ADMIN_PATHS.cashierTotals);
    const today = new Date().toISOString().slice(0, 10);
    const rows = totals.body.value.rows.filter((row) => row.day === today && row.direction === 'deposit');
    expect(rows.length).toBeGreaterThan(0);
    const [sum] = await t.db.handle.db
      .select({
        n: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${depositOrders.amountMinor}), 0)::text`,
      })
      .from(depositOrders)
      .where(and(eq(depositOrders.merchantCode, 'LUCKYNOVA'), eq(depositOrders.status, 'credited')));
    expect(rows.reduce((n, row) => n + row.count, 0)).toBe(sum!.n);
    expect(rows.reduce((n, row) => n + Math.round(Number(row.amount) * 100), 0)).toBe(Number(sum!.amount));
    expect(rows[0]).toMatchObject({ direction: 'deposit', kind: 'bank' });
    expect((await call('GET', `${ADMIN_PATHS.cashierTotals}?from=2026-02-01&to=2026-01-01`)).status).toBe(400);
    // Days that are not on the calendar are refused as input, never a 500.
    for (const query of ['to=2026-99-99', 'from=2026-02-31']) {
      expect((await call('GET', `${ADMIN_PATHS.cashierTotals}?${query}`)).status).toBe(400);
      expect((await call('GET', `${ADMIN_PATHS.cashierDeposits}?${query}`)).status).toBe(400);
    }
  });
  // The wiring between two modules: a credited deposit adds its turnover requirement (1x by default).
  it('locks the credited amount until it is wagered once, and leaves the rest withdrawable', async () => {
    const { token: player } = await loginAs(t.app, 'player04', 'Play1234');
    const summary = async () =>
      (await getJson<Ok<WithdrawalSummary>>(t.app, API_PATHS.withdrawalSummary, { authorization: `Bearer ${player}` }))
        .body.value;
    const before = await summary();
    const order = await bankOrder(t.app, player, '40.00');
    const approved = await call('POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`);
    expect(approved.status).toBe(200);

    const after = await summary();
    const minor = (amount: string) => Math.round(Number(amount) * 100);
    expect(minor(after.balance) - minor(before.balance)).toBe(minor(order.credit));
    expect(minor(after.locked) - minor(before.locked)).toBe(minor(order.credit));
    expect(minor(after.turnoverRemaining) - minor(before.turnoverRemaining)).toBe(minor(order.credit));
    expect(after.withdrawable).toBe(before.withdrawable);
    expect(after.requirements.at(-1)).toMatchObject({ reference: `deposit:${order.orderNo}` });
  });
});
