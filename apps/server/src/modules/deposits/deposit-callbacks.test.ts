import type { DashboardResponse } from '@lobby/contract/admin/dashboard';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { DepositOrder } from '@lobby/contract/deposits';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { depositOrders, ledgerEntries, members, paymentCallbacks, wallets } from '../../db/schema/index';
import { loginAs } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import {
  channelOf,
  deliver,
  GATEWAY_ACCOUNT,
  GATEWAY_SECRET,
  postDeposit,
  signedCallback,
  startFakeGateway,
  useGateway,
  type FakePayment,
} from '../../test/deposits';
import { adminCall, operatorSession } from '../../test/operators';
import { signedHeaders } from './gateways/signing';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('gateway deposits and callbacks on %s', (driver) => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  let token: string;
  let memberId: number;
  let channelId: number;
  let listenerThrows = false;
  const credits: string[] = [];
  const db = () => t.db.handle.db;

  beforeAll(async () => {
    gateway = await startFakeGateway();
    t = await createTestApp(driver);
    await useGateway(t, gateway.url);
    t.app.deposits.onCredit(({ orderNo, amountMinor, tx }) => {
      if (listenerThrows) throw new Error('turnover is down');
      credits.push(`${orderNo}:${amountMinor}`);
      void tx;
    });
    const session = await loginAs(t.app, 'player01', 'Play1234');
    token = session.token;
    channelId = (await channelOf(t.app, token, 'gateway')).id;
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.usernameKey, 'player01'));
    memberId = row!.id;
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });
  beforeEach(() => {
    listenerThrows = false;
  });

  const balance = async () =>
    Number(
      (await db().select({ b: wallets.balanceMinor }).from(wallets).where(eq(wallets.memberId, memberId)))[0]?.b ?? 0,
    );
  const ledgerSum = async () =>
    Number(
      (
        await db()
          .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.memberId, memberId))
      )[0]?.s ?? 0,
    );
  const depositRows = async (orderNo: string) =>
    (
      await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'deposit'), eq(ledgerEntries.reference, `deposit:${orderNo}`)))
    )[0]?.n ?? 0;
  const order = async (orderNo: string) =>
    (await getJson<Ok<DepositOrder>>(t.app, `${API_PATHS.deposits}/${orderNo}`, { authorization: `Bearer ${token}` }))
      .body.value;

  /** A new gateway order of `amount` and its payment at the fake gateway. */
  const newPayment = async (amount = '50.00'): Promise<{ orderNo: string; payment: FakePayment }> => {
    const { status, body } = await postDeposit(t.app, token, { channelId, amount });
    expect(status, JSON.stringify(body)).toBe(200);
    const payment = gateway.payments.get(`pay_${body.value.orderNo}`)!;
    return { orderNo: body.value.orderNo, payment };
  };
  const paid = (payment: FakePayment) => {
    payment.status = 'paid';
    return signedCallback(payment);
  };

  it("answers a gateway order with the adapter's payUrl, signed at the gateway", async () => {
    const { status, body } = await postDeposit(t.app, token, { channelId, amount: '25.00' });
    expect(status).toBe(200);
    expect(body.value).toMatchObject({
      manual: false,
      status: 'pending',
      receivingAccount: null,
      amount: '25.00',
      fee: '0.50',
      credit: '25.00',
    });
    expect(body.value.payUrl).toBe(`http://gateway.test/pay/pay_${body.value.orderNo}`);
    expect(gateway.requests).toContain('POST /v1/payments');
  });

  it("builds the gateway's return and callback addresses on the merchant's own domains, never a forged Host", async () => {
    const created = async (host: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: API_PATHS.deposits,
        headers: { authorization: `Bearer ${token}`, host, merchant: 'LUCKYNOVA' },
        payload: { channelId, amount: '20.00' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { orderNo } = (response.json() as Ok<DepositOrder>).value;
      return gateway.payments.get(`pay_${orderNo}`)!;
    };
    // A listed domain (with its port) is the request's own origin.
    const listed = await created('m.luckynova.test:8443');
    expect(listed.callbackUrl).toBe(`http://m.luckynova.test:8443/api/v1/cashier/callbacks/LUCKYNOVA/${channelId}`);
    expect(listed.returnUrl).toMatch(/^http:\/\/m\.luckynova\.test:8443\/m\/voucherCenter\?orderNo=D/);
    // A Host the merchant does not list falls back to its first domain over https.
    const forged = await created('evil.example');
    expect(forged.callbackUrl).toBe(`https://localhost/api/v1/cashier/callbacks/LUCKYNOVA/${channelId}`);
    expect(forged.returnUrl).toMatch(/^https:\/\/localhost\/m\/voucherCenter\?orderNo=D/);
    expect(JSON.stringify([forged.callbackUrl, forged.returnUrl])).not.toContain('evil');
  });

  it('credits a paid callback once; a replay is recorded and ignored', async () => {
    const before = await balance();
    const { orderNo, payment } = await newPayment('50.00');
    const callback = paid(payment);
    const first = await deliver(t.app, 'LUCKYNOVA', channelId, callback);
    expect(first).toMatchObject({ status: 200, body: { value: { outcome: 'credited' } } });
    const again = await deliver(t.app, 'LUCKYNOVA', channelId, callback);
    expect(again).toMatchObject({ status: 200, body: { value: { outcome: 'ignored' } } });
    expect(await balance()).toBe(before + 5000);
    expect(await depositRows(orderNo)).toBe(1);
    expect(credits).toContain(`${orderNo}:5000`);
    expect((await order(orderNo)).status).toBe('credited');
    const recorded = await db().select().from(paymentCallbacks).where(eq(paymentCallbacks.reference, orderNo));
    expect(recorded.map((row) => row.outcome).sort()).toEqual(['credited', 'ignored']);
  });

  it('credits exactly once under 50 concurrent copies of one callback, and balance = ledger sum', async () => {
    const before = await balance();
    const { orderNo, payment } = await newPayment('75.00');
    const callback = paid(payment);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => deliver(t.app, 'LUCKYNOVA', channelId, callback)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.value?.outcome === 'credited')).toHaveLength(1);
    expect(await depositRows(orderNo)).toBe(1);
    expect(await balance()).toBe(before + 7500);
    expect(await balance()).toBe(await ledgerSum());
  });

  it('refuses forged, stale, mismatched and unknown callbacks with a code, records the signed ones, credits nothing', async () => {
    const before = await balance();
    const refusedRows = async () =>
      (await db().select({ n: count() }).from(paymentCallbacks).where(eq(paymentCallbacks.outcome, 'refused')))[0]!.n;
    const recordedBefore = await refusedRows();
    const { orderNo, payment } = await newPayment('40.00');
    payment.status = 'paid';
    const refused = async (
      callback: { body: string; headers: Record<string, string> },
      status: number,
      code: string,
      channel = channelId,
    ) => {
      const answer = await deliver(t.app, 'LUCKYNOVA', channel, callback);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    };
    await refused(signedCallback(payment, { secret: 'not-the-secret-at-all' }), 401, 'deposit.callback.signature');
    await refused(signedCallback(payment, { account: 'someone-else' }), 401, 'deposit.callback.signature');
    await refused(signedCallback(payment, { at: new Date(Date.now() - 360_000) }), 401, 'deposit.callback.stale');
    await refused(signedCallback(payment, { at: new Date(Date.now() + 400_000) }), 401, 'deposit.callback.stale');
    await refused(signedCallback({ ...payment, amount: '4000.00' }), 400, 'deposit.callback.mismatch');
    await refused(signedCallback({ ...payment, amount: '40.001' }), 400, 'deposit.callback.mismatch');
    await refused(signedCallback({ ...payment, currency: 'IDR' }), 400, 'deposit.callback.mismatch');
    await refused(signedCallback({ ...payment, paymentId: 'pay_other' }), 400, 'deposit.callback.mismatch');
    await refused(signedCallback({ ...payment, reference: 'DZZZZZZZZZ' }), 404, 'deposit.callback.unknown');
    const bank = await channelOf(t.app, token, 'bank');
    await refused(signedCallback(payment), 404, 'deposit.callback.unknown', bank.id);
    // A body changed after signing.
    const tampered = signedCallback(payment);
    await refused({ ...tampered, body: tampered.body.replace('40.00', '40.0') }, 401, 'deposit.callback.signature');
    const junk = signedCallback(payment);
    await refused({ headers: { ...junk.headers }, body: 'not json' }, 401, 'deposit.callback.signature');
    const unreadable = { ...junk.headers, ...signedHeaders(GATEWAY_ACCOUNT, GATEWAY_SECRET, 'not json') };
    await refused({ headers: unreadable, body: 'not json' }, 400, 'deposit.callback.invalid');
    expect(await balance()).toBe(before);
    expect((await order(orderNo)).status).toBe('pending');
    // Signed by the gateway: the four mismatches, the unknown reference and the unreadable body. The forged,
    // stale, tampered and wrong-channel ones are only logged.
    expect((await refusedRows()) - recordedBefore).toBe(6);
  });

  it('credits a paid callback after expiry (the money reached us), and never moves back from credited', async () => {
    const before = await balance();
    const { orderNo, payment } = await newPayment('30.00');
    await db()
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(depositOrders.orderNo, orderNo));
    expect((await order(orderNo)).status).toBe('expired');
    const answer = await deliver(t.app, 'LUCKYNOVA', channelId, paid(payment));
    expect(answer.body.value?.outcome).toBe('credited');
    expect(await balance()).toBe(before + 3000);
    // A late "failed" cannot undo it.
    payment.status = 'failed';
    const late = await deliver(t.app, 'LUCKYNOVA', channelId, signedCallback(payment));
    expect(late.body.value?.outcome).toBe('ignored');
    expect((await order(orderNo)).status).toBe('credited');
  });

  it('asks the gateway when a callback is out of order: a stale failure for a paid payment credits', async () => {
    const before = await balance();
    const { orderNo, payment } = await newPayment('20.00');
    payment.status = 'paid';
    const stale = signedCallback({ ...payment, status: 'failed' });
    const answer = await deliver(t.app, 'LUCKYNOVA', channelId, stale);
    expect(answer.body.value?.outcome).toBe('credited');
    expect(gateway.requests).toContain(`GET /v1/payments/pay_${orderNo}`);
    expect(await balance()).toBe(before + 2000);
  });

  it('closes a pending order when the gateway confirms the failure; a pending callback changes nothing', async () => {
    const { orderNo, payment } = await newPayment('20.00');
    expect((await deliver(t.app, 'LUCKYNOVA', channelId, signedCallback(payment))).body.value?.outcome).toBe('ignored');
    payment.status = 'failed';
    expect((await deliver(t.app, 'LUCKYNOVA', channelId, signedCallback(payment))).body.value?.outcome).toBe('applied');
    expect((await order(orderNo)).status).toBe('rejected');
  });

  it('credits nothing when a credit listener throws, and the callback is answered as an error to retry', async () => {
    const before = await balance();
    const { orderNo, payment } = await newPayment('60.00');
    listenerThrows = true;
    const answer = await deliver(t.app, 'LUCKYNOVA', channelId, paid(payment));
    expect(answer.status).toBe(500);
    expect(await balance()).toBe(before);
    expect(await depositRows(orderNo)).toBe(0);
    expect((await order(orderNo)).status).toBe('pending');
    listenerThrows = false;
    expect((await deliver(t.app, 'LUCKYNOVA', channelId, signedCallback(payment))).body.value?.outcome).toBe(
      'credited',
    );
    expect(await balance()).toBe(before + 6000);
  });

  it('cancels the order and answers 503 when the gateway cannot take the payment', async () => {
    const down = await startFakeGateway();
    await down.close();
    await useGateway(t, down.url);
    const { status, body } = await postDeposit(t.app, token, { channelId, amount: '25.00' });
    expect([status, body.code]).toEqual([503, 'deposit.gateway.unavailable']);
    await useGateway(t, gateway.url);
  });

  it('leaves a gateway order to its gateway: an operator cannot approve or reject it', async () => {
    const finance = (await operatorSession(t.app, 'finance')).token;
    const { orderNo } = await newPayment('15.00');
    const url = `${ADMIN_PATHS.cashierDeposits}/${orderNo}`;
    const approve = await adminCall<{ code: string }>(t.app, finance, 'POST', `${url}/approve`);
    expect([approve.status, approve.body.code]).toEqual([409, 'deposit.already.settled']);
    const reject = await adminCall<{ code: string }>(t.app, finance, 'POST', `${url}/reject`, { reason: 'not paid' });
    expect(reject.status).toBe(409);
    expect((await order(orderNo)).status).toBe('pending');
  });

  it('still counts gateway deposits on the dashboard (ledger kind deposit)', async () => {
    const admin = (await operatorSession(t.app, 'admin')).token;
    const read = async () =>
      (await adminCall<Ok<DashboardResponse>>(t.app, admin, 'GET', `${ADMIN_PATHS.dashboard}?range=today`)).body.value
        .totals;
    const before = await read();
    const { payment } = await newPayment('12.34');
    await deliver(t.app, 'LUCKYNOVA', channelId, paid(payment));
    const after = await read();
    expect(after.deposits - before.deposits).toBe(1);
    expect(Math.round(Number(after.depositAmount) * 100) - Math.round(Number(before.depositAmount) * 100)).toBe(1234);
  });
});
