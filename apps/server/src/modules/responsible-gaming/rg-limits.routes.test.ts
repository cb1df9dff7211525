import { API_PATHS } from '@lobby/contract/core';
import type { RgOverview } from '@lobby/contract/responsible-gaming';
import { launchResponseSchema } from '@lobby/contract/play';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_NODE_ID } from '../../db/seed/inhouse';
import { sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, memberCall, type CashierMember } from '../../test/cashier';
import { channelOf, postDeposit } from '../../test/deposits';

type Ok<T> = { success: true; value: T };
type Answer<T> = { success: boolean; value: T; code?: string; field?: string };
const HOUR = 3_600_000;

describe.each(DRIVERS)('responsible-gaming limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());
  afterEach(() => {
    t.app.responsibleGaming.clock.now = () => new Date();
  });
  const later = (ms: number) => {
    t.app.responsibleGaming.clock.now = () => new Date(Date.now() + ms);
  };
  const setLimit = (member: CashierMember, body: object) =>
    memberCall<Answer<RgOverview>>(t, member, 'PUT', API_PATHS.rgLimits, body);
  const limitOf = (overview: RgOverview, kind: string, period: string) =>
    overview.limits.find((limit) => limit.kind === kind && limit.period === period);
  const launch = (member: CashierMember) =>
    sendJson<Answer<unknown>>(
      t.app,
      'GET',
      `${API_PATHS.launch}?nodeId=${SLOT_NODE_ID}&mode=real`,
      undefined,
      member.token,
    );
  const ticketOf = (body: Answer<unknown>) =>
    new URLSearchParams(launchResponseSchema.parse(body.value).url.split('#')[1]).get('ticket') ?? '';
  const spin = (ticket: string, stakeMinor: number) =>
    sendJson<Answer<unknown>>(
      t.app,
      'POST',
      API_PATHS.inhouseRounds,
      { engine: 'slot', roundId: randomUUID(), stakeMinor },
      ticket,
    );

  it('applies a lower limit at once and holds a raised or removed one for 24 hours', async () => {
    const member = await cashierMember(t);
    const first = await setLimit(member, { kind: 'deposit', period: 'day', amount: '100' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(limitOf(first.body.value, 'deposit', 'day')).toMatchObject({ amount: '100.00', pending: null });
    expect(first.body.value.depositLimitPrompt).toBe(false);

    const raised = (await setLimit(member, { kind: 'deposit', period: 'day', amount: '500' })).body.value;
    const pending = limitOf(raised, 'deposit', 'day');
    expect(pending).toMatchObject({ amount: '100.00', pending: { amount: '500.00' } });
    const wait = new Date(pending?.pending?.effectiveAt ?? 0).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23.9 * HOUR);
    expect(wait).toBeLessThanOrEqual(24 * HOUR);

    later(23 * HOUR);
    const early = await memberCall<Ok<RgOverview>>(t, member, 'GET', API_PATHS.responsibleGaming);
    expect(limitOf(early.body.value, 'deposit', 'day')?.amount).toBe('100.00');
    later(25 * HOUR);
    const after = await memberCall<Ok<RgOverview>>(t, member, 'GET', API_PATHS.responsibleGaming);
    expect(limitOf(after.body.value, 'deposit', 'day')).toMatchObject({ amount: '500.00', pending: null });

    // A removal waits too; lowering again in the meantime applies at once and drops it.
    const removal = (await setLimit(member, { kind: 'deposit', period: 'day', amount: null })).body.value;
    expect(limitOf(removal, 'deposit', 'day')).toMatchObject({ amount: '500.00', pending: { amount: null } });
    const lowered = (await setLimit(member, { kind: 'deposit', period: 'day', amount: '50' })).body.value;
    expect(limitOf(lowered, 'deposit', 'day')).toMatchObject({ amount: '50.00', pending: null });
  });

  it('refuses bad input with a catalogue code and writes nothing', async () => {
    const member = await cashierMember(t);
    const bad = await setLimit(member, { kind: 'deposit', period: 'day', amount: 'lots' });
    expect([bad.status, bad.body.code]).toEqual([400, 'cashier.amount.invalid']);
    const kind = await setLimit(member, { kind: 'bonus', period: 'day', amount: '5' });
    expect([kind.status, kind.body.code]).toEqual([400, 'request.invalid']);
    const minutes = await memberCall<Answer<unknown>>(t, member, 'PUT', API_PATHS.rgSessionLimit, { minutes: 2 });
    expect([minutes.status, minutes.body.code]).toEqual([400, 'request.invalid']);
    const overview = (await memberCall<Ok<RgOverview>>(t, member, 'GET', API_PATHS.responsibleGaming)).body.value;
    expect(overview.limits.every((limit) => limit.amount === null)).toBe(true);
  });

  it('refuses a deposit over the deposit limit, counting the period’s orders', async () => {
    const member = await cashierMember(t);
    await setLimit(member, { kind: 'deposit', period: 'week', amount: '150' });
    const bank = await channelOf(t.app, member.token, 'bank');
    const order = (amount: string) =>
      postDeposit(t.app, member.token, { channelId: bank.id, amount, sender: { name: 'Ana Lee' } });
    expect((await order('100')).status).toBe(200);
    const over = await order('60');
    expect([over.status, over.body.code, over.body.field]).toEqual([409, 'rg.deposit.limit', 'amount']);
    expect((await order('50')).status).toBe(200);
  });

  it('refuses a bet and a launch past a wager or loss limit', async () => {
    const member = await cashierMember(t, { balanceMinor: 100_000 });
    await setLimit(member, { kind: 'wager', period: 'day', amount: '3' });
    const launched = await launch(member);
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    const ticket = ticketOf(launched.body);
    expect((await spin(ticket, 100)).status).toBe(200);
    const over = await spin(ticket, 500);
    expect([over.status, over.body.code]).toEqual([403, 'rg.wager.limit']);
    expect((await spin(ticket, 200)).status).toBe(200);
    expect((await launch(member)).body.code).toBe('rg.wager.limit');

    const loser = await cashierMember(t, { balanceMinor: 100_000 });
    await t.app.wallet.apply({
      merchantCode: 'LUCKYNOVA',
      memberId: loser.id,
      kind: 'bet',
      amountMinor: -500,
      reference: `lost-${loser.id}`,
    });
    await setLimit(loser, { kind: 'loss', period: 'month', amount: '5' });
    expect((await launch(loser)).body.code).toBe('rg.loss.limit');
  });

  it('refuses a launch once the session is longer than the session limit', async () => {
    const member = await cashierMember(t, { balanceMinor: 10_000 });
    const set = await memberCall<Ok<RgOverview>>(t, member, 'PUT', API_PATHS.rgSessionLimit, { minutes: 30 });
    expect(set.body.value.sessionLimit).toEqual({ minutes: 30, pending: null });
    expect((await launch(member)).status).toBe(200);
    later(31 * 60_000);
    const refused = await launch(member);
    expect([refused.status, refused.body.code]).toEqual([403, 'rg.session.limit']);
  });

  it('keeps the reality-check interval and answers the session’s figures', async () => {
    const member = await cashierMember(t);
    const set = await memberCall<Ok<RgOverview>>(t, member, 'PUT', API_PATHS.rgRealityCheck, { minutes: 15 });
    expect(set.body.value.realityCheckMinutes).toBe(15);
    const session = await memberCall<Ok<{ startedAt: string; net: string; realityCheckMinutes: number }>>(
      t,
      member,
      'GET',
      API_PATHS.rgSession,
    );
    expect(session.body.value).toMatchObject({ net: '0.00', realityCheckMinutes: 15 });
    const skip = await memberCall<Ok<RgOverview>>(t, member, 'POST', API_PATHS.rgPromptDone);
    expect(skip.body.value).toMatchObject({ depositLimitPrompt: false, realityCheckMinutes: 15 });
  });
});
