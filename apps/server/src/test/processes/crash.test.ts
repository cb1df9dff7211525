// The compiled server (npm start's command) killed with SIGKILL while rounds, registrations and deposits are in
// flight, then restarted on the same data: nothing lost, nothing half-written, on both drivers.
import { readFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { API_PATHS, DEPOSIT_CALLBACK_PREFIX } from '@lobby/contract/core';
import type { DepositOrder } from '@lobby/contract/deposits';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb, type DbHandle } from '../../db/client';
import { DICE_NODE_ID } from '../../db/seed/inhouse';
import { REPO_ROOT } from '../../paths';
import { DEMO } from '../accounts';
import { DRIVERS, type Driver } from '../app';
import { brokenInvariants } from './crash-checks';
import { GATEWAY_ACCOUNT, GATEWAY_SECRET, signedCallback, startFakeGateway, type FakePayment } from '../deposits';
import { call, depositChannel, diceRound, launchTicket, login, register } from './http-member';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../postgres';
import { buildServer, freePort, killHard, startServer, type ServerEnv, type ServerProcess } from './server-process';
import { TEST_GAMES } from '../constants';

// Drawn art outlives the run: a restart draws only what is missing, so the first run pays for it once.
const MEDIA_CACHE = join(REPO_ROOT, '.tmp/crash-test-media');

/** A DATA_DIR whose database (PGlite) or DATABASE_URL (PostgreSQL) is a copy of the test catalogue. */
async function prepareData(
  driver: Driver,
): Promise<{ env: Record<string, string>; open: () => Promise<DbHandle>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-crash-'));
  mkdirSync(MEDIA_CACHE, { recursive: true });
  symlinkSync(MEDIA_CACHE, join(dataDir, 'media'));
  const env = { DATA_DIR: dataDir, SEED_GAMES: String(TEST_GAMES), DEPOSIT_SWEEP_MS: '0' };
  if (driver === 'pglite') {
    const loadDataDir = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir, extensions: { pg_trgm } })).close();
    return {
      env,
      open: () => openDb({ pgliteDir: join(dataDir, 'pglite') }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = uniqueDatabaseName('lobby_crash');
  await adminQuery(admin, `create database ${name} template ${inject('pgTemplate')}`);
  const url = databaseUrl(admin, name);
  return {
    env: { ...env, DATABASE_URL: url },
    open: () => openDb({ databaseUrl: url, poolMax: 2 }),
    drop: async () => {
      await adminQuery(admin, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Point the demo merchant's gateway channels at the fake gateway (done with the server down on PGlite). */
async function useGateway(open: () => Promise<DbHandle>, url: string) {
  const handle = await open();
  const config = JSON.stringify({ adapter: 'signed-http', url, accountId: GATEWAY_ACCOUNT, secret: GATEWAY_SECRET });
  const { sql } = await import('drizzle-orm');
  await handle.db.execute(
    sql`update payment_channels set gateway = coalesce(gateway, '{}'::jsonb) || ${config}::jsonb where kind = 'gateway'`,
  );
  await handle.close();
}

describe.each(DRIVERS)('the server killed with SIGKILL mid-traffic on %s', (driver) => {
  let data: Awaited<ReturnType<typeof prepareData>>;
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  let server: ServerProcess | undefined;
  let env: ServerEnv;

  beforeAll(async () => {
    buildServer();
    data = await prepareData(driver);
    gateway = await startFakeGateway();
    await useGateway(data.open, gateway.url);
    env = { ...data.env, PORT: String(await freePort()) };
  }, 120_000);

  afterAll(async () => {
    if (server) await killHard(server.child);
    await gateway?.close();
    await data?.drop();
  });

  it('restarts on the same data with every balance its ledger sum and no orphan rows', async () => {
    server = await startServer(env);
    const base = server.url;
    const token = await login(base, DEMO.player.username, DEMO.player.password);
    const ticket = await launchTicket(base, token, DICE_NODE_ID);
    const channel = await depositChannel(base, token, 'gateway');
    const order = () =>
      call<DepositOrder>(base, 'POST', API_PATHS.deposits, { token, body: { channelId: channel.id, amount: '10.00' } });
    // Orders the gateway has paid: their callbacks are part of the traffic the kill cuts through.
    const paid: FakePayment[] = [];
    for (let i = 0; i < 10; i += 1) {
      const payment = gateway.payments.get(`pay_${(await order()).body.value.orderNo}`)!;
      payment.status = 'paid';
      paid.push(payment);
    }
    const callback = (payment: FakePayment) => {
      const signed = signedCallback(payment);
      return fetch(`${base}${DEPOSIT_CALLBACK_PREFIX}/LUCKYNOVA/${channel.id}`, { method: 'POST', ...signed });
    };

    // Four loops of rounds, registrations, new orders and callbacks until the kill at a random moment.
    let alive = true;
    let done = 0;
    const loop = async (step: (i: number) => Promise<unknown>) => {
      for (let i = 0; alive; i += 1) {
        await step(i).catch(() => undefined);
        done += 1;
      }
    };
    const loops = [
      loop(() => diceRound(base, ticket)),
      loop(() => diceRound(base, ticket)),
      loop(() => register(base)),
      loop(() => order()),
      loop((i) => callback(paid[i % paid.length]!)),
    ];
    // Traffic flowing first (on a busy machine a fixed wait may see only a few answers), then a random moment.
    await expect.poll(() => done, { timeout: 30_000 }).toBeGreaterThan(10);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 1_500));
    await killHard(server.child);
    alive = false;
    await Promise.all(loops);

    // Restarted on the same data: it opens, it still plays, and the gateway's retries credit each order once.
    server = await startServer(env);
    const again = await login(server.url, DEMO.player.username, DEMO.player.password);
    expect((await diceRound(server.url, await launchTicket(server.url, again, DICE_NODE_ID))).status).toBe(200);
    const retried = await Promise.all(paid.map((payment) => callback(payment)));
    expect(retried.map((response) => response.status)).toEqual(paid.map(() => 200));
    // PGlite admits one process: the server stops before the checks read its database.
    await killHard(server.child);
    server = undefined;

    const handle = await data.open();
    try {
      expect(await brokenInvariants(handle.db)).toEqual({});
    } finally {
      await handle.close();
    }
  }, 120_000);
});
