// The one-statement debit and credit (plain-calls.repository.ts) against the careful path they hand over to:
// turnover, responsible gaming read under the lock (limits, group exclusions), and bets racing a round's close.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  members,
  merchants,
  providerRounds,
  rgExclusions,
  rgLimits,
  turnoverRequirements,
} from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import type { CashierMember } from '../../test/cashier';
import {
  cashierMember,
  gameOf,
  providerBet,
  providerCall,
  providerPlayer,
  PROVIDERS_SANDBOX_KEY,
} from '../../test/provider-wallet';

type Answer = { status: 'OK' | 'ERROR'; code?: string; message?: string; balance?: string } & Record<string, unknown>;

describe.each(DRIVERS)('provider wallet plain calls on %s', (driver) => {
  let t: TestApp;
  let nodeId: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { PROVIDERS_SANDBOX_KEY, PROVIDER_RECONCILE_MS: 0 } });
    nodeId = await gameOf(t, 'LUCKYNOVA', 'PG');
  });
  afterAll(() => t.close());

  const call = (name: string, body: object) => providerCall<Answer>(t, 'PG', name, body);
  const player = (balanceMinor: number) => providerPlayer(t, nodeId, balanceMinor);
  const bet = (p: { token: string; playerId: string }, extra: Record<string, unknown> = {}) =>
    providerBet(nodeId, p, { amount: '3.00', ...extra });
  const expectBalanced = async (member: CashierMember) => {
    expect(await t.app.wallet.repository.balance(member.id)).toBe(await t.app.wallet.repository.ledgerSum(member.id));
  };

  it('pays a bet into turnover and gives it back on rollback; a zero win closes the round with no ledger row', async () => {
    const p = await player(10_000);
    await t.app.turnover.addRequirement(t.db.handle.db, {
      merchantCode: 'LUCKYNOVA',
      memberId: p.member.id,
      sourceKind: 'bonus',
      reference: 'plain-test',
      requiredMinor: 5_000,
      lockedMinor: 0,
    });
    const remaining = async () =>
      (
        await t.db.handle.db.select().from(turnoverRequirements).where(eq(turnoverRequirements.memberId, p.member.id))
      )[0]?.remainingMinor;
    const debit = bet(p, { amount: '12.00' });
    expect((await call('debit', debit)).body).toMatchObject({ status: 'OK', balance: '88.00' });
    expect(await remaining()).toBe(3_800);
    const rollback = { ...debit, transactionId: randomUUID(), referenceTransactionId: debit.transactionId };
    expect((await call('rollback', rollback)).body).toMatchObject({ status: 'OK', balance: '100.00' });
    expect(await remaining()).toBe(5_000);

    const lost = bet(p);
    await call('debit', lost);
    const zero = { ...lost, transactionId: randomUUID(), amount: '0', closeRound: true };
    expect((await call('credit', zero)).body).toMatchObject({ status: 'OK', balance: '97.00', applied: true });
    const rows = await t.db.handle.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, p.member.id));
    expect(rows.filter((row) => row.kind === 'win')).toEqual([]);
    const [round] = await t.db.handle.db.select().from(providerRounds).where(eq(providerRounds.roundId, lost.roundId));
    expect(round).toMatchObject({ status: 'settled', stakeMinor: 300, payoutMinor: 0 });
    await expectBalanced(p.member);
  });

  it('reads a known token’s member status under the lock: blocked after a bet, the next bet is refused', async () => {
    const p = await player(10_000);
    const first = bet(p);
    expect((await call('debit', first)).body.status).toBe('OK');
    await t.db.handle.db.update(members).set({ status: 'disabled' }).where(eq(members.id, p.member.id));
    expect((await call('debit', bet(p))).body).toMatchObject({ code: 'PLAYER_BLOCKED', balance: '97.00' });
    const win = { ...first, transactionId: randomUUID(), amount: '1.00', closeRound: true };
    expect((await call('credit', win)).body).toMatchObject({ status: 'OK', balance: '98.00' });
    await expectBalanced(p.member);
  });

  it('checks a member with a limit in full: of racing bets, exactly those under the wager limit pass', async () => {
    const p = await player(10_000);
    await t.db.handle.db
      .insert(rgLimits)
      .values({ merchantCode: 'LUCKYNOVA', memberId: p.member.id, kind: 'wager', period: 'day', amountMinor: 1_000 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('debit', bet(p))));
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(3);
    const refused = answers.filter((a) => a.body.status === 'ERROR').map((a) => [a.body.code, a.body.message]);
    expect(refused).toEqual(Array.from({ length: 3 }, () => ['LIMIT_REACHED', 'rg.wager.limit']));
    expect(await t.app.wallet.repository.balance(p.member.id)).toBe(9_100);
    await expectBalanced(p.member);
  });

  it('refuses the bet of a member self-excluded through another merchant of the group', async () => {
    const db = t.db.handle.db;
    const group = sql`jsonb_set(${merchants.settings}, '{responsibleGaming}', '{"group":"PLAIN-GROUP"}')`;
    await db
      .update(merchants)
      .set({ settings: group })
      .where(sql`${merchants.code} in ('LUCKYNOVA', 'GOLDREEF')`);
    t.app.site.clear();
    try {
      const p = await player(10_000);
      const reef = await cashierMember(t, { merchantCode: 'GOLDREEF', paymentPassword: null });
      const email = `plain${p.member.id}@example.com`;
      await db
        .update(members)
        .set({ email, emailVerifiedAt: new Date() })
        .where(sql`${members.id} in (${p.member.id}, ${reef.id})`);
      await db.insert(rgExclusions).values({
        merchantCode: 'GOLDREEF',
        memberId: reef.id,
        kind: 'self_exclusion',
        duration: '1y',
        startsAt: new Date(Date.now() - 60_000),
        groupKey: 'PLAIN-GROUP',
        email,
      });
      expect((await call('debit', bet(p))).body).toMatchObject({ code: 'LIMIT_REACHED', message: 'rg.self.excluded' });
      expect(await t.app.wallet.repository.balance(p.member.id)).toBe(10_000);
    } finally {
      await db
        .update(merchants)
        .set({ settings: sql`${merchants.settings} - 'responsibleGaming'` })
        .where(sql`${merchants.code} in ('LUCKYNOVA', 'GOLDREEF')`);
      t.app.site.clear();
    }
  });

  it('keeps rounds and wallet agreeing when bets race the win closing their round', async () => {
    const p = await player(10_000);
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const first = bet(p);
        await call('debit', first);
        const close = { ...first, transactionId: randomUUID(), amount: '5.00', closeRound: true };
        const [late] = await Promise.all([
          call('debit', { ...first, transactionId: randomUUID() }),
          call('credit', close),
        ]);
        // The second bet lands before the close, or is refused after it.
        expect([late.body.status === 'OK' ? 'OK' : late.body.code]).toEqual([
          expect.stringMatching(/^(OK|ROUND_SETTLED)$/),
        ]);
        return { roundId: first.roundId, taken: late.body.status === 'OK' ? 600 : 300 };
      }),
    );
    for (const { roundId, taken } of rounds) {
      const [round] = await t.db.handle.db
        .select()
        .from(providerRounds)
        .where(and(eq(providerRounds.roundId, roundId), eq(providerRounds.memberId, p.member.id)));
      expect(round).toMatchObject({ status: 'settled', stakeMinor: taken, payoutMinor: 500 });
    }
    const staked = rounds.reduce((sum, round) => sum + round.taken, 0);
    expect(await t.app.wallet.repository.balance(p.member.id)).toBe(10_000 - staked + 6 * 500);
    await expectBalanced(p.member);
  });
});
