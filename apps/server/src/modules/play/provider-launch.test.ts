import { API_PATHS, type Failure } from '@lobby/contract/core';
import { launchResponseSchema } from '@lobby/contract/play';
import { providerLaunchRequestSchema } from '@lobby/contract/provider-wallet';
import { and, eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerConnections } from '../../db/schema/index';
import { createTestApp, DRIVERS, openTestDb, type TestApp } from '../../test/app';
import { sendJson } from '../../test/accounts';
import { cashierMember, gameOf, providerCall, PROVIDERS_SANDBOX_KEY } from '../../test/provider-wallet';
import { pagePolicy } from '../../test/page-policy';
import { sandboxProviderSecret, validSignature } from '../provider-wallet/signing';

type Ok<T> = { success: true; value: T };

/** A tiny provider: answers /launch as told, and keeps what it was sent. */
async function fakeProvider() {
  const state = {
    answer: 'ok' as 'ok' | 'fail' | 'junk',
    received: [] as { headers: Record<string, unknown>; raw: string }[],
  };
  const app: FastifyInstance = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post('/p/PG/launch', async (request, reply) => {
    state.received.push({ headers: request.headers, raw: String(request.body) });
    if (state.answer === 'fail') return reply.code(502).send({ error: 'down' });
    if (state.answer === 'junk') return { link: 'nope' };
    return { url: 'https://games.provider.example/pg/play?session=abc' };
  });
  app.post('/p/PG/round-status', async (request) => {
    state.received.push({ headers: request.headers, raw: String(request.body) });
    return { status: 'settled', credits: [{ transactionId: 'sim-credit-1', amount: '4.00' }] };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, state, base: address };
}

describe.each(DRIVERS)('launching through a provider connection on %s', (driver) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let member: Awaited<ReturnType<typeof cashierMember>>;
  let pgGame: string;
  beforeAll(async () => {
    provider = await fakeProvider();
    // The seeded connections point at the simulator: LUCKYNOVA's PG goes to the fake one, its JDB is switched off.
    const db = await openTestDb(driver);
    const where = (code: string) =>
      and(eq(providerConnections.merchantCode, 'LUCKYNOVA'), eq(providerConnections.providerCode, code));
    await db.handle.db
      .update(providerConnections)
      .set({ baseUrl: `${provider.base}/p/PG`, reconciliation: 'status', openRoundTimeoutSeconds: 0 })
      .where(where('PG'));
    await db.handle.db.update(providerConnections).set({ enabled: false }).where(where('JDB'));
    t = await createTestApp(driver, { db, config: { PROVIDERS_SANDBOX_KEY, PROVIDER_RECONCILE_MS: 0 } });
    member = await cashierMember(t, { balanceMinor: 5_000, paymentPassword: null });
    pgGame = await gameOf(t, 'LUCKYNOVA', 'PG');
  });
  afterAll(async () => {
    await t.close();
    await provider.app.close();
  });

  const launch = (nodeId: string) =>
    sendJson<Ok<unknown> | Failure>(
      t.app,
      'GET',
      `${API_PATHS.launch}?nodeId=${nodeId}&mode=real&language=id`,
      undefined,
      member.token,
    );

  it('asks the provider for the game URL with a signed call, and the token it got plays against the wallet', async () => {
    provider.state.answer = 'ok';
    const { status, body } = await launch(pgGame);
    expect(status, JSON.stringify(body)).toBe(200);
    const launched = launchResponseSchema.parse((body as Ok<unknown>).value);
    expect(launched).toMatchObject({ adapter: 'provider', url: 'https://games.provider.example/pg/play?session=abc' });

    const sent = provider.state.received.at(-1);
    if (!sent) throw new Error('the provider got no launch call');
    const secret = sandboxProviderSecret(PROVIDERS_SANDBOX_KEY, 'LUCKYNOVA', 'PG');
    expect(sent.headers['x-operator']).toBe('LUCKYNOVA');
    expect(validSignature(sent.headers as Record<string, string>, sent.raw, secret)).toBe(true);
    const request = providerLaunchRequestSchema.parse(JSON.parse(sent.raw));
    expect(request).toMatchObject({
      playerId: String(member.id),
      username: member.username,
      gameCode: pgGame,
      currency: 'USD',
      language: 'id',
      mode: 'real',
    });
    expect(request.lobbyUrl).toMatch(/\/m\/home$/);

    const auth = await providerCall(t, 'PG', 'authenticate', { token: request.token });
    expect(auth.body).toMatchObject({ status: 'OK', playerId: String(member.id), balance: '50.00', language: 'id' });
  });

  it('answers game.provider.unavailable and ends the token when the provider fails or answers nonsense', async () => {
    for (const answer of ['fail', 'junk'] as const) {
      provider.state.answer = answer;
      const { status, body } = await launch(pgGame);
      expect(status).toBe(503);
      expect((body as Failure).code).toBe('game.provider.unavailable');
      const sent = provider.state.received.at(-1);
      const { token } = providerLaunchRequestSchema.parse(JSON.parse(sent?.raw ?? '{}'));
      expect((await providerCall(t, 'PG', 'authenticate', { token })).body).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
  });

  it('keeps the demo page for a provider with no enabled connection, and frames the connections’ origins', async () => {
    const { status, body } = await launch(await gameOf(t, 'LUCKYNOVA', 'JDB'));
    expect(status).toBe(200);
    expect(launchResponseSchema.parse((body as Ok<unknown>).value).adapter).toBe('demo');
    expect(await pagePolicy(t.app)).toContain(new URL(provider.base).origin);
  });

  it('settles an overdue round by asking the provider (status rule), applying its credits once', async () => {
    provider.state.answer = 'ok';
    await launch(pgGame);
    const { token } = providerLaunchRequestSchema.parse(JSON.parse(provider.state.received.at(-1)?.raw ?? '{}'));
    const roundId = `R-${Date.now()}`;
    const debit = {
      token,
      playerId: String(member.id),
      roundId,
      transactionId: `T-${roundId}`,
      gameCode: pgGame,
      amount: '2.00',
      currency: 'USD',
    };
    expect((await providerCall(t, 'PG', 'debit', debit)).body).toMatchObject({ status: 'OK', balance: '48.00' });
    expect((await t.app.providerWallet.reconciliation.pass()).settled).toBe(1);
    expect(JSON.parse(provider.state.received.at(-1)?.raw ?? '{}')).toEqual({ roundId, playerId: String(member.id) });
    expect(await t.app.wallet.repository.balance(member.id)).toBe(5_200);
    expect((await t.app.providerWallet.reconciliation.pass()).settled).toBe(0);
    expect(await t.app.wallet.repository.ledgerSum(member.id)).toBe(5_200);
  });
});
