import type { AdminDepositsPage } from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { DepositOrder, DepositsPage } from '@lobby/contract/deposits';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders } from '../../db/schema/index';
import { loginAs, nextAddress } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { bankOrder, channelOf } from '../../test/deposits';
import { adminCall, operatorSession } from '../../test/operators';

type Answer<T> = { success: boolean; value: T; code?: string; field?: string };

const SENDER = { name: 'Nova Player', provider: 'Test Bank', accountNumber: '12345' };

describe.each(DRIVERS)('deposit creation hardening on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let other: string;
  let bankId: number;
  const db = () => t.db.handle.db;
  const ordersOf = async (key: string) =>
    (await db().select({ n: count() }).from(depositOrders).where(eq(depositOrders.idempotencyKey, key)))[0]?.n ?? 0;
  /** A deposit POST with an Idempotency-Key, from an address of its own unless told. */
  const create = async (body: object, key?: string, as = token, remoteAddress = nextAddress()) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.deposits,
      headers: { authorization: `Bearer ${as}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      remoteAddress,
      payload: body,
    });
    return { status: response.statusCode, body: response.json() as Answer<DepositOrder> };
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    token = (await loginAs(t.app, 'player01', 'Play1234')).token;
    other = (await loginAs(t.app, 'player02', 'Play1234')).token;
    bankId = (await channelOf(t.app, token, 'bank')).id;
  });
  afterAll(() => t.close());

  it('answers a retry under the same Idempotency-Key with the first order, and refuses another body', async () => {
    const body = { channelId: bankId, amount: '55.00', sender: SENDER };
    const first = await create(body, 'retry-key-1');
    expect(first.status).toBe(200);
    const again = await create(body, 'retry-key-1');
    expect(again).toMatchObject({ status: 200, body: { value: { orderNo: first.body.value.orderNo } } });
    const changed = await create({ ...body, amount: '56.00' }, 'retry-key-1');
    expect([changed.status, changed.body.code]).toEqual([409, 'deposit.key.reused']);
    expect(await ordersOf('retry-key-1')).toBe(1);
    // The key is the member's own: another member's same key makes their own order.
    const theirs = await create(body, 'retry-key-1', other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.value.orderNo).not.toBe(first.body.value.orderNo);
    // Without a key every request is a new order; a malformed key is refused before anything is written.
    const [a, b] = [await create(body), await create(body)];
    expect(a.body.value.orderNo).not.toBe(b.body.value.orderNo);
    const bad = await create(body, 'has spaces in it');
    expect([bad.status, bad.body.code]).toEqual([400, 'request.invalid']);
  });

  it('makes one order of 10 parallel creates under one key, and every answer names it', async () => {
    const body = { channelId: bankId, amount: '42.00', sender: SENDER };
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(body, 'parallel-key')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.body.value.orderNo)).size).toBe(1);
    expect(await ordersOf('parallel-key')).toBe(1);
  });

  it('frees a key after 24 hours: the same key then makes a new order', async () => {
    const body = { channelId: bankId, amount: '33.00', sender: SENDER };
    const old = await create(body, 'day-old-key');
    await db()
      .update(depositOrders)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(depositOrders.orderNo, old.body.value.orderNo));
    const fresh = await create(body, 'day-old-key');
    expect(fresh.status).toBe(200);
    expect(fresh.body.value.orderNo).not.toBe(old.body.value.orderNo);
    expect(await ordersOf('day-old-key')).toBe(1);
  });

  it('expires only the reader’s own overdue orders on a read; the queue only its merchant’s', async () => {
    const mine = await bankOrder(t.app, token);
    const theirs = await bankOrder(t.app, other);
    const overdue = [mine.orderNo, theirs.orderNo];
    await db()
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(inArray(depositOrders.orderNo, overdue));
    const statusOf = async (orderNo: string) =>
      (await db().select().from(depositOrders).where(eq(depositOrders.orderNo, orderNo)))[0]?.status;
    const list = await getJson<Answer<DepositsPage>>(t.app, API_PATHS.deposits, { authorization: `Bearer ${token}` });
    expect(list.body.value.list.find((order) => order.orderNo === mine.orderNo)?.status).toBe('expired');
    expect(await statusOf(theirs.orderNo)).toBe('pending');
    // Another merchant's queue leaves Lucky Nova's orders alone; Lucky Nova's own queue expires them.
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const reefQueue = await adminCall(t.app, reef, 'GET', ADMIN_PATHS.cashierDeposits, undefined, {
      merchant: 'GOLDREEF',
    });
    expect(reefQueue.status).toBe(200);
    expect(await statusOf(theirs.orderNo)).toBe('pending');
    const finance = (await operatorSession(t.app, 'finance')).token;
    const queue = await adminCall<Answer<AdminDepositsPage>>(t.app, finance, 'GET', ADMIN_PATHS.cashierDeposits);
    expect(queue.status).toBe(200);
    expect(await statusOf(theirs.orderNo)).toBe('expired');
  });

  it('limits deposit creation per member, not per address: a neighbour behind the same address goes on', async () => {
    const member = (await loginAs(t.app, 'player03', 'Play1234')).token;
    const neighbour = (await loginAs(t.app, 'player04', 'Play1234')).token;
    // 20 a minute per member, whatever address each comes from (a refused amount still counts).
    const body = { channelId: bankId, amount: '0', sender: SENDER };
    for (let i = 0; i < 20; i += 1) expect((await create(body, undefined, member)).status).toBe(400);
    const limited = await create(body, undefined, member);
    expect([limited.status, limited.body.code]).toEqual([429, 'rate.limited']);
    const shared = '10.250.0.1';
    const next = await create({ ...body, amount: '25.00' }, undefined, neighbour, shared);
    expect(next.status).toBe(200);
    expect((await create(body, undefined, member, shared)).status).toBe(429);
  });
});
