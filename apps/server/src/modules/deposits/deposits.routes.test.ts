import { API_PATHS } from '@lobby/contract/core';
import type { DepositOrder, DepositsPage } from '@lobby/contract/deposits';
import { count, eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders, paymentChannels } from '../../db/schema/index';
import type { Session } from '@lobby/contract/auth';
import { loginAs, sendEncrypted } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { bankOrder, channelOf, postDeposit } from '../../test/deposits';
import { filesUnder, multipartBody, tinyImage, type FilePart } from '../../test/multipart';

type Ok<T> = { success: true; value: T };
type Answer<T> = { success: boolean; value: T; code?: string; field?: string };

describe.each(DRIVERS)('deposit orders on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let other: string;
  const db = () => t.db.handle.db;
  const orders = async () => (await db().select({ n: count() }).from(depositOrders))[0]?.n ?? 0;
  const get = <T>(url: string, as = token) => getJson<Answer<T>>(t.app, url, { authorization: `Bearer ${as}` });
  const call = async <T>(method: 'POST', url: string, as = token) => {
    const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${as}` } });
    return { status: response.statusCode, body: response.json() as Answer<T> };
  };
  const upload = async (orderNo: string, files: FilePart[], as = token) => {
    const { payload, contentType } = multipartBody(
      {},
      files.map((file) => ({ field: 'receipt', ...file })),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `${API_PATHS.deposits}/${orderNo}/receipt`,
      headers: { 'content-type': contentType, authorization: `Bearer ${as}` },
      payload,
    });
    return { status: response.statusCode, body: response.json() as Answer<DepositOrder> };
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    token = (await loginAs(t.app, 'player01', 'Play1234')).token;
    other = (await loginAs(t.app, 'player02', 'Play1234')).token;
  });
  afterAll(() => t.close());

  it('answers a manual order with its reference, the receiving account, the fee and the credit', async () => {
    const ewallet = await channelOf(t.app, token, 'ewallet');
    const { status, body } = await postDeposit(t.app, token, {
      channelId: ewallet.id,
      amount: '100.01',
      sender: { name: 'Nova Player', provider: 'Skrill', accountNumber: 'me@example.com' },
    });
    expect(status).toBe(200);
    const order = body.value;
    expect(order.orderNo).toMatch(/^D[0-9A-Z]{9}$/);
    // 1.5% borne by the member: 1.50 (half up), 98.51 credited.
    expect(order).toMatchObject({
      status: 'pending',
      manual: true,
      currency: 'USD',
      amount: '100.01',
      fee: '1.50',
      credit: '98.51',
    });
    expect(order.receivingAccount).toMatchObject({ provider: 'Skrill', accountName: 'Lucky Nova Gaming Ltd' });
    expect(order.sender?.name).toBe('Nova Player');
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBeGreaterThan(29 * 60_000);
    expect((await get<DepositOrder>(`${API_PATHS.deposits}/${order.orderNo}`)).body.value.orderNo).toBe(order.orderNo);
  });

  it('refuses bad amounts, a missing sender, and channels it may not use, writing nothing', async () => {
    const bank = await channelOf(t.app, token, 'bank');
    const sender = { name: 'Nova Player' };
    const before = await orders();
    const refusal = async (body: unknown, status: number, code: string) => {
      const answer = await postDeposit(t.app, token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.code, JSON.stringify(body)).toBe(code);
    };
    await refusal({ channelId: bank.id, amount: '19.99', sender }, 400, 'cashier.amount.out.of.range');
    await refusal({ channelId: bank.id, amount: '10000.01', sender }, 400, 'cashier.amount.out.of.range');
    await refusal({ channelId: bank.id, amount: '-50', sender }, 400, 'cashier.amount.invalid');
    await refusal({ channelId: bank.id, amount: '0', sender }, 400, 'cashier.amount.invalid');
    await refusal({ channelId: bank.id, amount: '50.001', sender }, 400, 'cashier.amount.invalid');
    await refusal({ channelId: bank.id, amount: 'fifty', sender }, 400, 'cashier.amount.invalid');
    await refusal({ channelId: bank.id, amount: 50, sender }, 400, 'request.invalid');
    await refusal({ channelId: '1', amount: '50', sender }, 400, 'request.invalid');
    await refusal({ channelId: bank.id, amount: '50' }, 400, 'deposit.sender.required');
    await refusal({ channelId: 999_999, amount: '50', sender }, 404, 'cashier.channel.not.found');
    const [reef] = await db().select().from(paymentChannels).where(eq(paymentChannels.merchantCode, 'GOLDREEF'));
    await refusal({ channelId: reef!.id, amount: '50', sender }, 404, 'cashier.channel.not.found');
    const [payout] = await db()
      .select()
      .from(paymentChannels)
      .where(sql`${paymentChannels.merchantCode} = 'LUCKYNOVA' and ${paymentChannels.direction} = 'withdrawal'`);
    await refusal({ channelId: payout!.id, amount: '50', sender }, 404, 'cashier.channel.not.found');
    expect(await orders()).toBe(before);
  });

  it('keeps IDR whole: rupiah with decimals are refused', async () => {
    const headers = { merchant: 'GOLDREEF' };
    const login = await sendEncrypted<Ok<Session>>(
      t.app,
      API_PATHS.login,
      { type: 'username', username: 'reefer', password: 'Reef1234' },
      { headers },
    );
    const reef = login.body.value.token;
    const bank = await channelOf(t.app, reef, 'bank', headers);
    expect(bank).toMatchObject({ currency: 'IDR', min: '50000', max: '100000000' });
    const sender = { name: 'Reef Rider' };
    const half = await postDeposit(t.app, reef, { channelId: bank.id, amount: '150000.5', sender }, headers);
    expect([half.status, half.body.code]).toEqual([400, 'cashier.amount.invalid']);
    const whole = await postDeposit(t.app, reef, { channelId: bank.id, amount: '150000', sender }, headers);
    expect(whole.body.value).toMatchObject({ amount: '150000', fee: '0', credit: '150000', currency: 'IDR' });
    // A Lucky Nova member cannot read a Golden Reef order, nor the other way round.
    expect((await get(`${API_PATHS.deposits}/${whole.body.value.orderNo}`)).status).toBe(404);
  });

  it("hides another member's order and refuses to cancel it", async () => {
    const order = await bankOrder(t.app, token);
    expect((await get(`${API_PATHS.deposits}/${order.orderNo}`, other)).status).toBe(404);
    expect((await call('POST', `${API_PATHS.deposits}/${order.orderNo}/cancel`, other)).status).toBe(404);
    expect((await get(`${API_PATHS.deposits}/DZZZZZZZZZ`)).body.code).toBe('deposit.not.found');
    expect((await get(`${API_PATHS.deposits}/not-a-ref`)).status).toBe(400);
  });

  it('cancels a pending order once', async () => {
    const order = await bankOrder(t.app, token);
    const first = await call<DepositOrder>('POST', `${API_PATHS.deposits}/${order.orderNo}/cancel`);
    expect(first.body.value).toMatchObject({ status: 'cancelled' });
    const again = await call('POST', `${API_PATHS.deposits}/${order.orderNo}/cancel`);
    expect([again.status, again.body.code]).toEqual([409, 'deposit.not.pending']);
  });

  it('expires an overdue order when read, and the sweep expires the rest in one statement', async () => {
    const [a, b] = [await bankOrder(t.app, token), await bankOrder(t.app, token)];
    await db()
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${depositOrders.orderNo} in (${a.orderNo}, ${b.orderNo})`);
    expect((await get<DepositOrder>(`${API_PATHS.deposits}/${a.orderNo}`)).body.value.status).toBe('expired');
    expect(await t.app.deposits.expireOverdue()).toBe(1);
    expect((await get<DepositOrder>(`${API_PATHS.deposits}/${b.orderNo}`)).body.value.status).toBe('expired');
    expect((await call('POST', `${API_PATHS.deposits}/${b.orderNo}/cancel`)).body.code).toBe('deposit.not.pending');
  });

  it('takes one JPEG or PNG receipt checked by its bytes, 5 MB at most, for a pending manual order', async () => {
    const order = await bankOrder(t.app, token);
    const uploads = join(t.dataDir, 'uploads');
    const png = await tinyImage('png');
    const ok = await upload(order.orderNo, [{ filename: 'slip.png', type: 'image/png', data: png }]);
    expect(ok.status).toBe(200);
    expect(ok.body.value.hasReceipt).toBe(true);
    const stored = filesUnder(uploads).length;
    // A new receipt replaces the old file.
    const jpeg = await tinyImage('jpeg');
    expect((await upload(order.orderNo, [{ filename: 'slip.jpg', type: 'image/jpeg', data: jpeg }])).status).toBe(200);
    expect(filesUnder(uploads).length).toBe(stored);

    const fake = await upload(order.orderNo, [
      { filename: 'slip.png', type: 'image/png', data: Buffer.from('%PDF-1.7 no') },
    ]);
    expect([fake.status, fake.body.code]).toEqual([415, 'upload.type.invalid']);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(order.orderNo, [{ filename: 'big.png', type: 'image/png', data: big }])).body.code).toMatch(
      /too\.large/,
    );
    const two = await upload(order.orderNo, [
      { filename: 'a.png', type: 'image/png', data: png },
      { filename: 'b.png', type: 'image/png', data: png },
    ]);
    expect(two.body.code).toBe('upload.too.many');
    expect((await upload(order.orderNo, [{ filename: 'a.png', type: 'image/png', data: png }], other)).status).toBe(
      404,
    );
    await call('POST', `${API_PATHS.deposits}/${order.orderNo}/cancel`);
    expect((await upload(order.orderNo, [{ filename: 'a.png', type: 'image/png', data: png }])).body.code).toBe(
      'deposit.not.pending',
    );
    expect(filesUnder(uploads).length).toBe(stored);
  });

  it("lists the member's orders newest first, paged, by status", async () => {
    const page = (await get<DepositsPage>(`${API_PATHS.deposits}?pageSize=2`)).body.value;
    expect(page.list).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(6);
    expect(page.list[0]!.createdAt >= page.list[1]!.createdAt).toBe(true);
    const cancelled = (await get<DepositsPage>(`${API_PATHS.deposits}?status=cancelled`)).body.value;
    expect(cancelled.list.length).toBeGreaterThan(0);
    expect(cancelled.list.every((order) => order.status === 'cancelled')).toBe(true);
    expect((await get<DepositsPage>(`${API_PATHS.deposits}`, other)).body.value.totalCount).toBe(0);
    expect((await get(`${API_PATHS.deposits}?status=paid`)).status).toBe(400);
    expect((await getJson(t.app, API_PATHS.deposits)).status).toBe(401);
  });
});
