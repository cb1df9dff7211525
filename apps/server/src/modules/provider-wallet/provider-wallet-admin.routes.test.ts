import { randomUUID } from 'node:crypto';
import { PROVIDER_WALLET_PATHS, type Failure } from '@lobby/contract/core';
import { providerConnectionsSchema, providerReportSchema } from '@lobby/contract/provider-wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';
import { cashierMember, gameOf, providerCall, providerToken, PROVIDERS_SANDBOX_KEY } from '../../test/provider-wallet';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('provider report and connections (operator API) on %s', (driver) => {
  let t: TestApp;
  const today = new Date().toISOString().slice(0, 10);
  const query = `?from=${today}&to=${today}`;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { PROVIDERS_SANDBOX_KEY, PROVIDER_RECONCILE_MS: 0 } });
    const member = await cashierMember(t, { balanceMinor: 10_000, paymentPassword: null });
    const nodeId = await gameOf(t, 'LUCKYNOVA', 'PG');
    const token = await providerToken(t, member, nodeId);
    const base = { token, playerId: String(member.id), gameCode: nodeId, currency: 'USD' };
    // Round 1: bet 10, win 25. Round 2: bet 5, rolled back. Round 3: a refused bet (moves nothing).
    const one = { ...base, roundId: randomUUID() };
    await providerCall(t, 'PG', 'debit', { ...one, transactionId: 'r1-bet', amount: '10.00' });
    await providerCall(t, 'PG', 'credit', { ...one, transactionId: 'r1-win', amount: '25.00', closeRound: true });
    const two = { ...base, roundId: randomUUID() };
    await providerCall(t, 'PG', 'debit', { ...two, transactionId: 'r2-bet', amount: '5.00' });
    await providerCall(t, 'PG', 'rollback', { ...two, transactionId: 'r2-rb', referenceTransactionId: 'r2-bet' });
    await providerCall(t, 'PG', 'debit', {
      ...base,
      roundId: randomUUID(),
      transactionId: 'r3-bet',
      amount: '9999.00',
    });
  });
  afterAll(() => t.close());

  it('reports transactions, bets, wins, refunds and GGR per provider and day to finance and admins', async () => {
    const finance = await operatorSession(t.app, 'finance');
    const { status, body } = await adminCall<Ok<unknown>>(
      t.app,
      finance.token,
      'GET',
      `${PROVIDER_WALLET_PATHS.report}${query}`,
    );
    expect(status).toBe(200);
    const report = providerReportSchema.parse(body.value);
    expect(report.currency).toBe('USD');
    expect(report.rows).toEqual([
      { day: today, providerCode: 'PG', transactions: 5, bets: '15.00', wins: '25.00', refunds: '5.00', ggr: '-15.00' },
    ]);
    expect(report.totals).toEqual({ transactions: 5, bets: '15.00', wins: '25.00', refunds: '5.00', ggr: '-15.00' });
    const filtered = await adminCall<Ok<unknown>>(
      t.app,
      finance.token,
      'GET',
      `${PROVIDER_WALLET_PATHS.report}${query}&providerCode=JDB`,
    );
    expect(providerReportSchema.parse(filtered.body.value).rows).toEqual([]);
    const bad = await adminCall<Failure>(
      t.app,
      finance.token,
      'GET',
      `${PROVIDER_WALLET_PATHS.report}?from=${today}&to=2020-01-01`,
    );
    expect(bad.status).toBe(400);
  });

  it('lists the connections without secrets, and refuses editors, reviewers and members', async () => {
    const admin = await operatorSession(t.app, 'admin');
    const { body } = await adminCall<Ok<unknown>>(t.app, admin.token, 'GET', PROVIDER_WALLET_PATHS.connections);
    const { items } = providerConnectionsSchema.parse(body.value);
    expect(items.find((item) => item.providerCode === 'PG')).toMatchObject({
      adapter: 'sandbox',
      operatorId: 'LUCKYNOVA',
      enabled: true,
      openRounds: 0,
    });
    // Only whether a secret is set: never the secret, sealed or not.
    expect(JSON.stringify(body)).not.toMatch(/"secret"|secretSealed|sealed/i);
    for (const role of ['editor', 'reviewer'] as const) {
      const session = await operatorSession(t.app, role);
      for (const path of [`${PROVIDER_WALLET_PATHS.report}${query}`, PROVIDER_WALLET_PATHS.connections]) {
        expect((await adminCall<Failure>(t.app, session.token, 'GET', path)).status).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: PROVIDER_WALLET_PATHS.connections })).statusCode).toBe(401);
  });

  it('shows another merchant’s operator nothing of LUCKYNOVA', async () => {
    const reef = await operatorSession(t.app, 'admin', 'GOLDREEF');
    const headers = { merchant: 'GOLDREEF' };
    const report = await adminCall<Ok<unknown>>(
      t.app,
      reef.token,
      'GET',
      `${PROVIDER_WALLET_PATHS.report}${query}`,
      undefined,
      headers,
    );
    expect(providerReportSchema.parse(report.body.value)).toMatchObject({ currency: 'IDR', rows: [] });
    const list = await adminCall<Ok<unknown>>(
      t.app,
      reef.token,
      'GET',
      PROVIDER_WALLET_PATHS.connections,
      undefined,
      headers,
    );
    const { items } = providerConnectionsSchema.parse(list.body.value);
    expect(items.every((item) => item.operatorId === 'GOLDREEF')).toBe(true);
  });
});
