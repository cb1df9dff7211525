import { randomUUID } from 'node:crypto';
import { PROVIDER_WALLET_PATHS, type Failure } from '@lobby/contract/core';
import { providerConnectionsSchema, providerConnectionViewSchema } from '@lobby/contract/provider-wallet';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, providerConnections, providerRounds } from '../../db/schema/index';
import { createTestApp, DRIVERS, openTestDb, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';
import { checkBaseUrl } from './connections-admin.service';
import { cashierMember, gameOf, providerCall, providerToken, PROVIDERS_SANDBOX_KEY } from '../../test/provider-wallet';
import { pagePolicy } from '../../test/page-policy';

type Ok<T> = { success: true; value: T };
const SECRET = 'first-secret-0123456789abcdef';
const ROTATED = 'rotated-secret-9876543210fedcba';
const one = (providerCode: string) => PROVIDER_WALLET_PATHS.connection.replace(':providerCode', providerCode);
const secretOf = (providerCode: string) =>
  PROVIDER_WALLET_PATHS.connectionSecret.replace(':providerCode', providerCode);

/** A provider that says every round is still open, and keeps which rounds it was asked about. */
async function fakeProvider() {
  const asked: string[] = [];
  const app: FastifyInstance = Fastify();
  app.post('/p/JDB/round-status', async (request) => {
    asked.push((request.body as { roundId: string }).roundId);
    return { status: 'open', credits: [] };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, asked, base };
}

describe('a connection’s base URL', () => {
  it('is https, or http to a loopback host, or to a sandbox outside production', () => {
    expect(checkBaseUrl('https://api.provider.example/v1/', 'seamless-v1', true)).toBe(
      'https://api.provider.example/v1',
    );
    expect(checkBaseUrl('http://127.0.0.1:3028/p/PG', 'seamless-v1', true)).toBe('http://127.0.0.1:3028/p/PG');
    expect(checkBaseUrl('http://simulator:3028/p/PG', 'sandbox', false)).toBe('http://simulator:3028/p/PG');
    for (const [url, adapter] of [
      ['http://simulator:3028/p/PG', 'sandbox'],
      ['http://api.provider.example', 'seamless-v1'],
      ['https://api.provider.example/?key=1', 'seamless-v1'],
    ]) {
      expect(() => checkBaseUrl(url ?? '', adapter ?? '', true)).toThrow(/base URL/);
    }
  });
});

describe.each(DRIVERS)('provider connections written by admins on %s', (driver) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let admin: string;
  const call = <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, token = admin) =>
    adminCall<T>(t.app, token, method, url, body);
  const cspOfNextPage = () => pagePolicy(t.app);
  const auditRows = () => t.db.handle.db.select().from(auditLog).where(eq(auditLog.targetType, 'provider_connection'));

  beforeAll(async () => {
    provider = await fakeProvider();
    // LUCKYNOVA's JDB starts without a connection: the admin makes it through the API.
    const db = await openTestDb(driver);
    await db.handle.db
      .delete(providerConnections)
      .where(and(eq(providerConnections.merchantCode, 'LUCKYNOVA'), eq(providerConnections.providerCode, 'JDB')));
    t = await createTestApp(driver, { db, config: { PROVIDERS_SANDBOX_KEY, PROVIDER_RECONCILE_MS: 0 } });
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(async () => {
    await t.close();
    await provider.app.close();
  });

  it('adds, edits and rotates a connection: the secret is never answered nor audited, its origin frames at once', async () => {
    const baseUrl = `${provider.base}/p/JDB`;
    expect(await cspOfNextPage()).not.toContain(provider.base);
    const created = await call<Ok<unknown>>('POST', PROVIDER_WALLET_PATHS.connections, {
      providerCode: 'jdb',
      adapter: 'seamless-v1',
      baseUrl: `${baseUrl}/`,
      operatorId: 'NOVA-JDB',
      openRoundTimeoutSeconds: 60,
      reconciliation: 'status',
      enabled: true,
      secret: SECRET,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const view = providerConnectionViewSchema.parse(created.body.value);
    expect(view).toMatchObject({ providerCode: 'JDB', baseUrl, operatorId: 'NOVA-JDB', secretSet: true });
    expect(view.secretRotatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await cspOfNextPage()).toContain(provider.base);

    // The wallet finds the new connection at once on this instance, signed with its secret.
    const member = await cashierMember(t, { balanceMinor: 10_000, paymentPassword: null });
    const token = await providerToken(t, member, await gameOf(t, 'LUCKYNOVA', 'JDB'));
    const auth = (secret: string) =>
      providerCall(t, 'JDB', 'authenticate', { token }, { operatorId: 'NOVA-JDB', secret });
    expect((await auth(SECRET)).body).toMatchObject({ status: 'OK' });

    const edited = await call<Ok<unknown>>('PATCH', one('JDB'), {
      openRoundTimeoutSeconds: 45,
      reconciliation: 'rollback',
    });
    expect(providerConnectionViewSchema.parse(edited.body.value)).toMatchObject({
      openRoundTimeoutSeconds: 45,
      reconciliation: 'rollback',
      enabled: true,
    });
    const rotated = await call<Ok<unknown>>('PUT', secretOf('JDB'), { secret: ROTATED });
    expect(rotated.status).toBe(200);
    expect(providerConnectionViewSchema.parse(rotated.body.value).secretSet).toBe(true);
    expect((await auth(SECRET)).body).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect((await auth(ROTATED)).body).toMatchObject({ status: 'OK' });

    const answers = JSON.stringify([created.body, edited.body, rotated.body]);
    const rows = await auditRows();
    expect(rows.map((row) => row.action).sort()).toEqual([
      'provider_connection.create',
      'provider_connection.secret',
      'provider_connection.update',
    ]);
    for (const text of [answers, JSON.stringify(rows)]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(ROTATED);
    }
    const list = await call<Ok<unknown>>('GET', PROVIDER_WALLET_PATHS.connections);
    expect(JSON.stringify(list.body)).not.toMatch(/secret-/);
  });

  it('refuses bad input with its catalogue code and writes nothing', async () => {
    const valid = {
      providerCode: 'PG',
      adapter: 'seamless-v1',
      baseUrl: 'https://api.provider.example/pg',
      operatorId: 'NOVA-PG',
      openRoundTimeoutSeconds: 600,
      reconciliation: 'status',
      enabled: true,
      secret: SECRET,
    };
    const before = (await auditRows()).length;
    const refusals: [string, string, unknown, number, string][] = [
      ['POST', PROVIDER_WALLET_PATHS.connections, valid, 409, 'provider.connection.exists'],
      ['POST', PROVIDER_WALLET_PATHS.connections, { ...valid, providerCode: 'NOPE' }, 400, 'provider.unknown'],
      [
        'POST',
        PROVIDER_WALLET_PATHS.connections,
        { ...valid, providerCode: 'inh' },
        400,
        'provider.connection.inhouse',
      ],
      ['PATCH', one('JDB'), { baseUrl: 'http://provider.example/jdb' }, 400, 'provider.connection.url.invalid'],
      ['PATCH', one('PG'), { baseUrl: 'ftp://127.0.0.1/pg' }, 400, 'provider.connection.url.invalid'],
      ['PATCH', one('PG'), { baseUrl: 'https://user:pw@provider.example' }, 400, 'provider.connection.url.invalid'],
      ['PATCH', one('PG'), { baseUrl: 'not a url' }, 400, 'provider.connection.url.invalid'],
      ['PATCH', one('PG'), { operatorId: 'GOLDREEF' }, 409, 'provider.connection.operator.taken'],
      ['PATCH', one('PG'), { adapter: 'seamless-v1' }, 400, 'provider.connection.secret.required'],
      ['PATCH', one('PG'), { openRoundTimeoutSeconds: 1 }, 400, 'request.invalid'],
      ['PATCH', one('PG'), { adapter: 'other' }, 400, 'request.invalid'],
      ['PATCH', one('NOPE'), { enabled: false }, 404, 'resource.not.found'],
      ['PUT', secretOf('PG'), { secret: ROTATED }, 409, 'provider.connection.secret.sandbox'],
      ['PUT', secretOf('JDB'), { secret: 'short' }, 400, 'request.invalid'],
    ];
    for (const [method, url, body, status, code] of refusals) {
      const { status: got, body: answer } = await call<Failure>(method as 'POST', url, body);
      expect([got, answer.code], `${method} ${url} ${JSON.stringify(body)}`).toEqual([status, code]);
    }
    expect((await auditRows()).length).toBe(before);
  });

  it('lets only admins write (finance reads), and another merchant’s admin touches nothing of LUCKYNOVA', async () => {
    for (const role of ['finance', 'editor', 'reviewer'] as const) {
      const { token } = await operatorSession(t.app, role);
      expect((await call('PATCH', one('PG'), { enabled: false }, token)).status).toBe(403);
      expect((await call('PUT', secretOf('JDB'), { secret: ROTATED }, token)).status).toBe(403);
    }
    const finance = await operatorSession(t.app, 'finance');
    expect((await call('GET', PROVIDER_WALLET_PATHS.connections, undefined, finance.token)).status).toBe(200);

    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const headers = { merchant: 'GOLDREEF' };
    const mine = await adminCall<Ok<unknown>>(t.app, reef.token, 'PATCH', one('PG'), { enabled: false }, headers);
    expect(providerConnectionViewSchema.parse(mine.body.value).operatorId).toBe('GOLDREEF');
    // Its token names GOLDREEF: on LUCKYNOVA's site it is no operator at all.
    expect([401, 403]).toContain((await call('PATCH', one('PG'), { enabled: false }, reef.token)).status);
    const { items } = providerConnectionsSchema.parse(
      (await call<Ok<unknown>>('GET', PROVIDER_WALLET_PATHS.connections)).body.value,
    );
    expect(items.find((item) => item.providerCode === 'PG')?.enabled).toBe(true);
    expect(items.find((item) => item.providerCode === 'JDB')?.enabled).toBe(true);
  });

  it('removes a connection without open rounds (admins only, audited) and refuses one with a round open', async () => {
    const member = await cashierMember(t, { balanceMinor: 10_000, paymentPassword: null });
    const gameCode = await gameOf(t, 'LUCKYNOVA', 'PG');
    const token = await providerToken(t, member, gameCode);
    const roundId = randomUUID();
    const bet = { token, playerId: String(member.id), roundId, transactionId: `bet-${roundId}`, gameCode };
    expect((await providerCall(t, 'PG', 'debit', { ...bet, amount: '1.00', currency: 'USD' })).body).toMatchObject({
      status: 'OK',
    });
    const open = await call<Failure>('DELETE', one('PG'));
    expect([open.status, open.body.code]).toEqual([409, 'provider.connection.open.rounds']);

    for (const role of ['finance', 'editor'] as const) {
      const { token: other } = await operatorSession(t.app, role);
      expect((await call('DELETE', one('CQ9'), undefined, other)).status).toBe(403);
    }
    const before = (await auditRows()).length;
    const removed = await call<Ok<unknown>>('DELETE', one('cq9'));
    expect([removed.status, removed.body.value]).toEqual([200, { removed: 'CQ9' }]);
    const rows = await auditRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'provider_connection.delete', targetId: 'CQ9' });
    const { items } = providerConnectionsSchema.parse(
      (await call<Ok<unknown>>('GET', PROVIDER_WALLET_PATHS.connections)).body.value,
    );
    expect(items.map((item) => item.providerCode)).not.toContain('CQ9');
    expect(items.map((item) => item.providerCode)).toContain('PG');
    expect((await call<Failure>('DELETE', one('CQ9'))).body.code).toBe('resource.not.found');
  });

  it('asks the provider once per overdue round when two reconciliation passes run at once', async () => {
    await call('PATCH', one('JDB'), { reconciliation: 'status' });
    const member = await cashierMember(t, { balanceMinor: 10_000, paymentPassword: null });
    const token = await providerToken(t, member, await gameOf(t, 'LUCKYNOVA', 'JDB'));
    const rounds = [randomUUID(), randomUUID()];
    for (const roundId of rounds) {
      const debit = await providerCall(
        t,
        'JDB',
        'debit',
        {
          token,
          playerId: String(member.id),
          roundId,
          transactionId: `bet-${roundId}`,
          gameCode: await gameOf(t, 'LUCKYNOVA', 'JDB'),
          amount: '1.00',
          currency: 'USD',
        },
        { operatorId: 'NOVA-JDB', secret: ROTATED },
      );
      expect(debit.body).toMatchObject({ status: 'OK' });
    }
    await t.db.handle.db
      .update(providerRounds)
      .set({ openedAt: sql`now() - interval '1 hour'` })
      .where(eq(providerRounds.providerCode, 'JDB'));
    const passes = await Promise.all([
      t.app.providerWallet.reconciliation.pass(),
      t.app.providerWallet.reconciliation.pass(),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.stillOpen, 0)).toBe(2);
    expect([...provider.asked].sort()).toEqual([...rounds].sort());
  });
});
