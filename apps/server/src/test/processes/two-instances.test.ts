// Two compiled server processes (npm start's command) on one PostgreSQL and one Redis, as an operator runs
// several behind a proxy.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdminGameList } from '@lobby/contract/admin/games';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startRedis } from '../../../../../scripts/lib/redis.mjs';
import { openDb, type DbHandle } from '../../db/client';
import { rounds } from '../../db/schema/index';
import { KENO_NODE_ID, ORIGINAL_NODE_IDS } from '../../db/seed/inhouse';
import { DEMO_OPERATOR_PASSWORD } from '../../db/seed/operators';
import { createWalletRepository } from '../../modules/wallet/wallet.repository';
import { DEMO, nextAddress } from '../accounts';
import { TEST_GAMES } from '../constants';
import { firstEvent } from './event-stream';
import { call, launchTicket, login } from './http-member';
import { adminQuery, databaseUrl, uniqueDatabaseName } from '../postgres';
import { buildServer, freePort, startServer, stopServer, type ServerProcess } from './server-process';

type GameList = { games: { nodeId: string }[]; totalCount: number };
const POLL_MS = 300;
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('two instances on one PostgreSQL and one Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let db: DbHandle;
  const stops: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    if (!adminUrl) return;
    buildServer();
    const redis = await startRedis();
    stops.push(redis.stop);
    const name = uniqueDatabaseName('lobby_two');
    await adminQuery(adminUrl, `create database ${name} template ${inject('pgTemplate')}`);
    stops.push(() => adminQuery(adminUrl, `drop database if exists ${name} with (force)`));
    const dataDir = mkdtempSync(join(tmpdir(), 'lobby-two-'));
    stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: databaseUrl(adminUrl, name),
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      SEED_GAMES: String(TEST_GAMES),
      // Only the version poll may drop a cached list (the cache itself would last five minutes).
      CATALOGUE_POLL_MS: String(POLL_MS),
      PROVIDER_RECONCILE_MS: '0',
      WEB_DIST: join(dataDir, 'no-web'),
      GAMES_DIST: join(dataDir, 'no-games'),
      ADMIN_DIST: join(dataDir, 'no-admin'),
    };
    // One after the other: the second start's seed finds everything the first one added.
    a = await startServer({ ...env, PORT: String(await freePort()) });
    stops.push(() => stopServer(a.child));
    b = await startServer({ ...env, PORT: String(await freePort()) });
    stops.push(() => stopServer(b.child));
    db = await openDb({ databaseUrl: env.DATABASE_URL, poolMax: 2 });
    stops.push(() => db.close());
  }, 150_000);

  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });

  it('a session made on one works on the other, and a logout on one ends it on both at once', async () => {
    const token = await login(a.url, DEMO.player.username, DEMO.player.password);
    expect((await call(b.url, 'GET', API_PATHS.member, { token })).status).toBe(200);
    // B now trusts the session from its cache; only the broadcast can make it let go before the cache expires.
    expect((await call(b.url, 'GET', API_PATHS.member, { token })).status).toBe(200);
    expect((await call(a.url, 'DELETE', API_PATHS.session, { token })).status).toBe(200);
    expect((await call(b.url, 'GET', API_PATHS.member, { token })).status).toBe(401);
    expect((await call(a.url, 'GET', API_PATHS.member, { token })).status).toBe(401);
  });

  it('counts a rate limit across both', async () => {
    // Five e-mail recoveries a minute per address: counted before the body is even read.
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await call(a.url, 'POST', API_PATHS.emailRecovery, { body: {}, address })).status).not.toBe(429);
    }
    const sixth = await call(b.url, 'POST', API_PATHS.emailRecovery, { body: {}, address });
    expect(sixth.status).toBe(429);
  });

  it('shows a catalogue change made through one on the other within the poll interval', async () => {
    const listPath = `${API_PATHS.games}?gameType=RNG&vassalage=PG&pageSize=10`;
    const count = async () => (await call<GameList>(b.url, 'GET', listPath)).body.value.totalCount;
    const poll = { timeout: POLL_MS * 10, interval: 100 };
    const before = await count();
    const session = await call<{ token: string }>(a.url, 'POST', ADMIN_PATHS.session, {
      body: { username: 'novaadmin', password: DEMO_OPERATOR_PASSWORD },
    });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    const token = session.body.value.token;
    const pgSlots = `${ADMIN_PATHS.games}?provider=PG&gameType=RNG&pageSize=1`;
    const games = await call<AdminGameList>(a.url, 'GET', pgSlots, { token });
    const game = games.body.value.rows[0];
    if (!game) throw new Error('a PG slot is expected in the test catalogue');
    const off = await call(a.url, 'PATCH', `${ADMIN_PATHS.games}/${game.id}`, { token, body: { enabled: false } });
    expect(off.status).toBe(200);
    await expect.poll(count, poll).toBe(before - 1);
    await call(a.url, 'PATCH', `${ADMIN_PATHS.games}/${game.id}`, { token, body: { enabled: true } });
    await expect.poll(count, poll).toBe(before);
  });

  it('carries a chat message written on one to the desk listening on the other', async () => {
    const desk = await call<{ token: string }>(b.url, 'POST', ADMIN_PATHS.session, {
      body: { username: 'novareviewer', password: DEMO_OPERATOR_PASSWORD },
    });
    const member = await login(a.url, 'player02', 'Play1234');
    const event = await firstEvent(`${b.url}${ADMIN_PATHS.chatEvents}`, desk.body.value.token, () =>
      call(a.url, 'POST', API_PATHS.chatMessages, { token: member, body: { text: 'Asked on A' } }),
    );
    expect(event).toMatchObject({ type: 'message', message: { author: 'member', text: 'Asked on A' } });
  });

  it('keeps the wallet equal to its ledger when one member plays on both at once', async () => {
    const token = await login(a.url, DEMO.agent.username, DEMO.agent.password);
    const member = await call<{ id: number }>(b.url, 'GET', API_PATHS.member, { token });
    const memberId = member.body.value.id;
    const list = await call<GameList>(a.url, 'GET', `${API_PATHS.games}?gameType=RNG&vassalage=INH&pageSize=36`);
    const slot = list.body.value.games.find(
      (game) => game.nodeId !== KENO_NODE_ID && !ORIGINAL_NODE_IDS.includes(game.nodeId),
    );
    if (!slot) throw new Error('an in-house slot is expected in the test catalogue');
    const ticket = await launchTicket(a.url, token, slot.nodeId);
    const wallet = createWalletRepository(db.db);
    const start = await wallet.balance(memberId);
    const spin = (base: string, roundId: string) =>
      call(base, 'POST', API_PATHS.inhouseRounds, {
        token: ticket,
        body: { engine: 'slot', roundId, stakeMinor: 100 },
      });
    // Fresh rounds on both, and the same rounds sent to both (a retry that a proxy sent elsewhere).
    const ids = Array.from({ length: 25 }, () => randomUUID());
    const answers = await Promise.all([
      ...ids.slice(0, 10).map((roundId) => spin(a.url, roundId)),
      ...ids.slice(10, 20).map((roundId) => spin(b.url, roundId)),
      ...ids.slice(20).flatMap((roundId) => [spin(a.url, roundId), spin(b.url, roundId)]),
    ]);
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    const played = await db.db.select().from(rounds).where(inArray(rounds.roundId, ids));
    expect(played).toHaveLength(25);
    const balance = await wallet.balance(memberId);
    expect(await wallet.ledgerSum(memberId)).toBe(balance);
    const net = played.reduce((sum, round) => sum - round.stakeMinor + round.payoutMinor, 0);
    expect(balance).toBe(start + net);
  });
});
