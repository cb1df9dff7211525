import { API_PATHS, type Failure } from '@lobby/contract/core';
import { walletResponseSchema } from '@lobby/contract/wallet';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema/index';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { DEMO, loginAs, sendJson } from '../../test/accounts';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('the wallet and its ledger on %s', (driver) => {
  let t: TestApp;
  let agentId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const agent = await t.app.members.repository.findByUsername('LUCKYNOVA', DEMO.agent.username);
    agentId = agent?.id ?? 0;
  });
  afterAll(() => t.close());

  const change = (amountMinor: number, reference: string, kind: 'bet' | 'win' | 'deposit' = 'bet') =>
    t.app.wallet.apply({ merchantCode: 'LUCKYNOVA', memberId: agentId, kind, amountMinor, reference });
  const balance = () => t.app.wallet.repository.balance(agentId);

  it("shows the signed-in member's own balance with 2 decimals", async () => {
    const { token } = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const { status, body, headers } = await (async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: API_PATHS.wallet,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.statusCode, body: response.json() as Ok<unknown>, headers: response.headers };
    })();
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    expect(walletResponseSchema.parse(body.value)).toEqual({ sumBalance: '1000.00', balanceMinor: 100_000 });
    expect((await getJson<Failure>(t.app, API_PATHS.wallet)).body.code).toBe('login.required');
  });

  it('applies a change once per reference', async () => {
    const start = await balance();
    const first = await change(-1_250, 'round-1');
    const again = await change(-1_250, 'round-1');
    expect(first).toMatchObject({ applied: true, wallet: { balanceMinor: start - 1_250 } });
    expect(again).toMatchObject({ applied: false, wallet: { balanceMinor: start - 1_250 } });
    await change(5_000, 'round-1', 'win');
    expect(await balance()).toBe(start - 1_250 + 5_000);
    const rows = await t.db.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 'round-1'));
    expect(rows).toHaveLength(2);
  });

  it("opens a member's wallet with their first change, and refuses a first bet on nothing", async () => {
    const trial = await sendJson<Ok<{ token: string }>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    const me = await sendJson<Ok<{ id: number }>>(t.app, 'GET', API_PATHS.member, undefined, trial.body.value.token);
    const memberId = me.body.value.id;
    const first = (amountMinor: number, reference: string) =>
      t.app.wallet.apply({
        merchantCode: 'LUCKYNOVA',
        memberId,
        kind: amountMinor < 0 ? 'bet' : 'deposit',
        amountMinor,
        reference,
      });
    await expect(first(-100, 'first-bet')).rejects.toMatchObject({ code: 'wallet.insufficient' });
    await expect(first(2_500, 'first-deposit')).resolves.toMatchObject({
      applied: true,
      wallet: { balanceMinor: 2_500 },
    });
    expect(await t.app.wallet.repository.ledgerSum(memberId)).toBe(2_500);
  });

  it('refuses a bet the balance cannot cover, and writes no ledger row for it', async () => {
    const start = await balance();
    await expect(change(-(start + 1), 'too-big')).rejects.toMatchObject({
      code: 'wallet.insufficient',
      statusCode: 409,
    });
    expect(await balance()).toBe(start);
    const rows = await t.db.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, 'too-big'));
    expect(rows).toHaveLength(0);
  });

  it('keeps the balance equal to the ledger and never below zero under 50 parallel bets', async () => {
    const start = await balance();
    const stake = Math.ceil(start / 30);
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => change(-stake, `parallel-${i}`)));
    const won = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter(
      (result) => result.status === 'rejected' && (result.reason as { code?: string }).code === 'wallet.insufficient',
    ).length;
    expect(won + refused).toBe(50);
    expect(won).toBe(Math.floor(start / stake));
    const end = await balance();
    expect(end).toBe(start - won * stake);
    expect(end).toBeGreaterThanOrEqual(0);
    expect(await t.app.wallet.repository.ledgerSum(agentId)).toBe(end);
  });

  it('answers a member route only with a Bearer token of this site', async () => {
    const { token } = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    const elsewhere = await sendJson<Failure>(t.app, 'GET', API_PATHS.wallet, undefined, `${token.slice(0, -2)}xx`);
    expect(elsewhere.status).toBe(401);
  });
});
