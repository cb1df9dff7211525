import { API_PATHS, DEPOSIT_CALLBACK_PREFIX } from '@lobby/contract/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '../../config';
import { openDb } from '../../db/client';
import { depositOrders, ledgerEntries, withdrawalRequests } from '../../db/schema/index';
import { createTestApp, type TestApp, type TestDb } from '../../test/app';
import { PAY_PASSWORD, readyToWithdraw, setCashier } from '../../test/cashier';
import { postDeposit, signedCallback, startFakeGateway, useGateway, type FakePayment } from '../../test/deposits';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../../test/postgres';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const CALLBACKS = 30;
const WITHDRAWALS = 20;

/** The real server in a process of its own on `url`; resolves with it and its port once it listens. */
function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/cashier/crash-child.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

// PostgreSQL only: the server is a child process on the shared server, killed (SIGKILL) with requests in flight.
describe.skipIf(!ADMIN_URL)('a server killed in the middle of credits and holds (PostgreSQL)', () => {
  let t: TestApp;
  let testDb: TestDb;
  let url: string;
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  let server: { child: ChildProcess; port: number } | undefined;

  beforeAll(async () => {
    const admin = ADMIN_URL!;
    const name = uniqueDatabaseName('lobby_crash');
    await adminQuery(admin, `create database ${name} template ${inject('pgTemplate')}`);
    url = databaseUrl(admin, name);
    const handle = await openDb({ databaseUrl: url, poolMax: 5 });
    testDb = {
      handle,
      drop: async () => {
        await handle.close();
        await adminQuery(admin, `drop database if exists ${name} with (force)`);
      },
    };
    gateway = await startFakeGateway();
    t = await createTestApp('pg', { db: testDb, config: { DEPOSIT_SWEEP_MS: 0 } });
    await useGateway(t, gateway.url);
    // No turnover lock and no daily caps: every hold below is judged by the balance alone.
    await setCashier(t, 'LUCKYNOVA', {
      turnoverMultiplier: 0,
      withdrawalDailyCount: 1000,
      withdrawalDailyAmountMinor: null,
    });
  }, 60_000);

  afterAll(async () => {
    if (server) await killed(server.child);
    await t?.close();
    await testDb?.drop();
    await gateway?.close();
  });

  it('keeps every order with its ledger row and the balance the ledger sum, and a retried callback credits once', async () => {
    const { member, bank, accountId } = await readyToWithdraw(t, 100_000);
    const gatewayChannel = (
      await t.app.cashier.channels(
        { merchant: await t.app.site.resolveMerchant('localhost', 'LUCKYNOVA'), memberId: member.id, type: 0 },
        'deposit',
      )
    ).find((channel) => channel.kind === 'gateway')!;
    const payments: FakePayment[] = [];
    for (let i = 0; i < CALLBACKS; i += 1) {
      const { body } = await postDeposit(t.app, member.token, { channelId: gatewayChannel.id, amount: '10.00' });
      const payment = gateway.payments.get(`pay_${body.value.orderNo}`)!;
      payment.status = 'paid';
      payments.push(payment);
    }
    const orderNos = payments.map((payment) => payment.reference);

    server = await startServer(url);
    const base = () => `http://127.0.0.1:${server!.port}`;
    const callback = (payment: FakePayment) => {
      const signed = signedCallback(payment);
      return fetch(`${base()}${DEPOSIT_CALLBACK_PREFIX}/LUCKYNOVA/${gatewayChannel.id}`, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
      });
    };
    const withdrawal = () =>
      fetch(`${base()}${API_PATHS.withdrawals}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          channelId: bank.id,
          payoutAccountId: accountId,
          amount: '50',
          paymentPassword: PAY_PASSWORD,
        }),
      });

    // Everything at once; the server dies the moment the first answer is back, the rest still in flight.
    const inFlight = [...payments.map(callback), ...Array.from({ length: WITHDRAWALS }, withdrawal)].map((request) =>
      request.then(
        (response) => response.status,
        () => 'cut',
      ),
    );
    await Promise.race(inFlight);
    await killed(server.child);
    const outcomes = await Promise.all(inFlight);
    expect(outcomes.filter((outcome) => outcome === 'cut').length).toBeGreaterThan(0);

    const db = t.db.handle.db;
    const ledger = async (kind: 'deposit' | 'withdrawal') =>
      db
        .select({ reference: ledgerEntries.reference })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, kind)));
    /** Each order credited has its one ledger row, each other order none; each request its one hold. */
    const consistent = async () => {
      const orders = await db
        .select({ orderNo: depositOrders.orderNo, status: depositOrders.status })
        .from(depositOrders)
        .where(inArray(depositOrders.orderNo, orderNos));
      const credited = orders.filter((order) => order.status === 'credited').map((order) => `deposit:${order.orderNo}`);
      const credits = (await ledger('deposit'))
        .map((row) => row.reference)
        .filter((ref) => ref.startsWith('deposit:D'));
      expect(credits.sort()).toEqual(credited.sort());
      const requests = await db
        .select({ requestNo: withdrawalRequests.requestNo })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.memberId, member.id));
      const holds = (await ledger('withdrawal')).map((row) => row.reference);
      expect(holds.sort()).toEqual(requests.map((request) => `withdrawal:${request.requestNo}`).sort());
      const balance = await t.app.wallet.repository.balance(member.id);
      expect(balance).toBe(await t.app.wallet.repository.ledgerSum(member.id));
      expect(balance).toBe(100_000 + credited.length * 1_000 - requests.length * 5_000);
      return { credited: credited.length, requests: requests.length };
    };
    const afterCrash = await consistent();

    // A restarted server takes the gateway's retries: every order ends credited, each exactly once.
    server = await startServer(url);
    const retried = await Promise.all(payments.map(callback));
    expect(retried.map((response) => response.status)).toEqual(Array(CALLBACKS).fill(200));
    const afterRetry = await consistent();
    expect(afterRetry).toEqual({ credited: CALLBACKS, requests: afterCrash.requests });
    const [dupes] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.reference,
          orderNos.map((orderNo) => `deposit:${orderNo}`),
        ),
      );
    expect(dupes?.n).toBe(CALLBACKS);
    // npm test runs it beside the browser tests, where the server's start from source (tsx) took over a minute.
  }, 180_000);
});
