import { API_PATHS } from '@lobby/contract/core';
import { launchResponseSchema } from '@lobby/contract/play';
import { and, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders, ledgerEntries } from '../../db/schema/index';
import { SLOT_NODE_ID } from '../../db/seed/inhouse';
import { sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, memberCall, type CashierMember } from '../../test/cashier';
import { channelOf, postDeposit } from '../../test/deposits';

type Answer = { success: boolean; value: unknown; code?: string };

/** The checks run inside the bet's and the order's transaction, holding the member's wallet row. */
describe.each(DRIVERS)('responsible-gaming checks under races on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const setLimit = (member: CashierMember, kind: string, amount: string) =>
    memberCall<Answer>(t, member, 'PUT', API_PATHS.rgLimits, { kind, period: 'day', amount });

  it('lets through exactly the parallel bets that fit under a wager limit', async () => {
    const member = await cashierMember(t, { balanceMinor: 100_000 });
    expect((await setLimit(member, 'wager', '10')).status).toBe(200);
    const launched = await sendJson<Answer>(
      t.app,
      'GET',
      `${API_PATHS.launch}?nodeId=${SLOT_NODE_ID}&mode=real`,
      undefined,
      member.token,
    );
    const ticket = new URLSearchParams(launchResponseSchema.parse(launched.body.value).url.split('#')[1]).get('ticket');
    const spin = (roundId: string) =>
      sendJson<Answer>(
        t.app,
        'POST',
        API_PATHS.inhouseRounds,
        { engine: 'slot', roundId, stakeMinor: 200 },
        ticket ?? '',
      );
    // Ten stakes of 2.00 against a limit of 10.00: five fit, five would pass it.
    const roundIds = Array.from({ length: 10 }, () => randomUUID());
    const spins = await Promise.all(roundIds.map(spin));
    const codes = spins.map((spin) => (spin.status === 200 ? 'ok' : spin.body.code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(5);
    expect(codes.filter((code) => code === 'rg.wager.limit')).toHaveLength(5);
    const [staked] = await t.db.handle.db
      .select({ sum: sql<string>`sum(${ledgerEntries.amountMinor})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'bet')));
    expect(Number(staked?.sum)).toBe(-1_000);
    // A round sent again once the limit is reached answers the round it played.
    const played = roundIds[codes.indexOf('ok')] ?? '';
    const again = await spin(played);
    expect([again.status, again.body.value]).toMatchObject([200, { roundId: played, replayed: true }]);
  });

  it('answers a retried order with its first order after that order reached the deposit limit', async () => {
    const member = await cashierMember(t);
    expect((await setLimit(member, 'deposit', '100')).status).toBe(200);
    const bank = await channelOf(t.app, member.token, 'bank');
    const order = (amount: string, key: string) =>
      postDeposit(
        t.app,
        member.token,
        { channelId: bank.id, amount, sender: { name: 'Ana Lee' } },
        {
          'idempotency-key': key,
        },
      );

    // Sent twice at once, then retried: one order, and every answer is that order.
    const first = await Promise.all([order('100', 'first'), order('100', 'first')]);
    const retried = await order('100', 'first');
    const answers = [...first, retried];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.value.orderNo)).size).toBe(1);
    const another = await order('50', 'second');
    expect([another.status, another.body.code]).toEqual([409, 'rg.deposit.limit']);

    // Orders with their own keys, at once: only the amount under the limit is ordered.
    const other = await cashierMember(t);
    await setLimit(other, 'deposit', '100');
    const parallel = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((key) =>
        postDeposit(
          t.app,
          other.token,
          { channelId: bank.id, amount: '30', sender: { name: 'Ana Lee' } },
          {
            'idempotency-key': key,
          },
        ),
      ),
    );
    expect(parallel.filter((answer) => answer.status === 200)).toHaveLength(3);
    const rows = await t.db.handle.db.select().from(depositOrders).where(eq(depositOrders.memberId, other.id));
    expect(rows).toHaveLength(3);
  });
});
