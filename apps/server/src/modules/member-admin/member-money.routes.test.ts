import type { AdminLedgerPage, AdminMemberNote, AdminMemberRound } from '@lobby/contract/admin/members';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries } from '../../db/schema/index';
import { KENO_NODE_ID } from '../../db/seed/inhouse';
import { loginAs } from '../../test/accounts';
import { DRIVERS, type TestApp } from '../../test/app';
import { adjustMember, memberIdOf, membersTestApp } from '../../test/members';
import { adminCall } from '../../test/operators';
import { addRound, playerOf } from '../../test/records';

type Ok<T> = { success: true; value: T };
const M = ADMIN_PATHS.members;
let keys = 0;
const key = () => `test-key-${(keys += 1)}-${Date.now()}`;

describe.each(DRIVERS)('members: money, records and notes on %s', (driver) => {
  let t: TestApp, admin: string, reviewer: string, finance: string, editor: string;
  beforeAll(async () => {
    ({ t, admin, reviewer, finance, editor } = await membersTestApp(driver));
  });
  afterAll(() => t.close());

  const db = () => t.db.handle.db;
  const adjust = (token: string, id: number, body: object) => adjustMember(t.app, token, id, body);
  const audits = async (action: string) =>
    (await db().select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n ?? 0;
  const adjustments = async (memberId: number) =>
    (
      await db()
        .select({ n: count() })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.memberId, memberId), eq(ledgerEntries.kind, 'adjustment')))
    )[0]?.n ?? 0;

  it('credits once per key with its ledger row and audit row; a retry moves nothing', async () => {
    const id = await memberIdOf(t.app, finance, 'player02');
    const body = {
      direction: 'credit',
      amount: '150.25',
      reason: 'Goodwill for a failed deposit',
      idempotencyKey: key(),
    };
    const before = await audits('member.credit');
    const first = await adjust(finance, id, body);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ applied: true, amount: '150.25', balance: '1150.25' });
    const retry = await adjust(finance, id, body);
    expect(retry.body.value).toMatchObject({ applied: false, balance: '1150.25', entryId: first.body.value.entryId });
    expect(await adjustments(id)).toBe(1);
    expect(await audits('member.credit')).toBe(before + 1);
    const reused = await adjust(finance, id, { ...body, amount: '99' });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('adjustment.key.reused');
    const ledger = await adminCall<Ok<AdminLedgerPage>>(t.app, reviewer, 'GET', `${M}/${id}/ledger?kind=adjustment`);
    expect(ledger.body.value.balance).toBe('1150.25');
    expect(ledger.body.value.list).toEqual([
      expect.objectContaining({
        kind: 'adjustment',
        amount: '150.25',
        balanceAfter: '1150.25',
        reference: `operator:${body.idempotencyKey}`,
      }),
    ]);
  });

  it('lets only finance and admins adjust, always with a reason, never below zero', async () => {
    const id = await memberIdOf(t.app, admin, 'player04');
    const body = { direction: 'debit', amount: '10', reason: 'Chargeback', idempotencyKey: key() };
    for (const token of [reviewer, editor]) expect((await adjust(token, id, body)).status).toBe(403);
    for (const bad of [
      { reason: '' },
      { reason: undefined },
      { amount: '-5' },
      { amount: '0' },
      { amount: '1.234' },
      { idempotencyKey: 'x' },
      { direction: 'steal' },
    ]) {
      const refused = await adjust(finance, id, { ...body, ...bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.code).toBe('request.invalid');
    }
    const tooMuch = await adjust(finance, id, { ...body, amount: '1000.01' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('wallet.insufficient');
    expect(await adjustments(id)).toBe(0);
    expect(await audits('member.debit')).toBe(0);
    expect((await adjust(admin, id, { ...body, amount: '1000.00' })).body.value.balance).toBe('0.00');
  });

  it('never overdraws under 20 parallel debits, and the balance stays the ledger sum', async () => {
    const id = await memberIdOf(t.app, admin, 'player01');
    // 1000.00 on the balance: at most 13 debits of 75.00 fit.
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        adjust(finance, id, { direction: 'debit', amount: '75', reason: 'Race test', idempotencyKey: key() }),
      ),
    );
    const applied = results.filter((result) => result.status === 200);
    expect(applied.length).toBe(13);
    expect(
      results.filter((result) => result.status === 409).every((result) => result.body.code === 'wallet.insufficient'),
    ).toBe(true);
    const balance = await t.app.wallet.repository.balance(id);
    expect(balance).toBe(100_000 - 13 * 7_500);
    expect(await t.app.wallet.repository.ledgerSum(id)).toBe(balance);
    expect(await audits('member.debit')).toBeGreaterThanOrEqual(13);
  });

  it('pages the ledger newest first by kind, and exports it as CSV to finance and admins only', async () => {
    const id = await memberIdOf(t.app, finance, 'demo');
    await adjust(finance, id, { direction: 'credit', amount: '1', reason: 'First, =cmd|', idempotencyKey: key() });
    await adjust(finance, id, { direction: 'credit', amount: '2', reason: 'Second', idempotencyKey: key() });
    const page = (await adminCall<Ok<AdminLedgerPage>>(t.app, reviewer, 'GET', `${M}/${id}/ledger?pageSize=2`)).body
      .value;
    expect(page.list.map((entry) => entry.amount)).toEqual(['2.00', '1.00']);
    expect(page.totalCount).toBe(3);
    const deposits = (await adminCall<Ok<AdminLedgerPage>>(t.app, reviewer, 'GET', `${M}/${id}/ledger?kind=deposit`))
      .body.value;
    expect(deposits.list.map((entry) => entry.kind)).toEqual(['deposit']);
    expect((await adminCall(t.app, reviewer, 'GET', `${M}/${id}/ledger?kind=gift`)).status).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: `${M}/${id}/ledger.csv?kind=adjustment`,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('ledger-demo-adjustment.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,kind,amount,balanceAfter,reference,gameType');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['2.00', '1.00']);
    const denied = await t.app.inject({
      method: 'GET',
      url: `${M}/${id}/ledger.csv`,
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('adds plain-text notes with their author, bounded in length', async () => {
    const id = await memberIdOf(t.app, reviewer, 'agent01');
    const text = '<b>Called</b> about a deposit';
    const added = await adminCall<Ok<AdminMemberNote>>(t.app, reviewer, 'POST', `${M}/${id}/notes`, { text });
    expect(added.body.value.text).toBe(text);
    for (const bad of ['   ', 'x'.repeat(1001)]) {
      expect((await adminCall<Failure>(t.app, reviewer, 'POST', `${M}/${id}/notes`, { text: bad })).body.code).toBe(
        'request.invalid',
      );
    }
    expect((await adminCall(t.app, editor, 'POST', `${M}/${id}/notes`, { text: 'no' })).status).toBe(403);
    const notes = await adminCall<Ok<{ list: AdminMemberNote[]; totalCount: number }>>(
      t.app,
      admin,
      'GET',
      `${M}/${id}/notes`,
    );
    expect(notes.body.value.totalCount).toBe(1);
    expect(notes.body.value.list[0]).toMatchObject({ text, authorName: expect.stringMatching(/^reviewer/) });
  });

  it("pages a member's rounds, newest first, and reward applications", async () => {
    const member = await loginAs(t.app, 'agent01', 'Agent1234');
    const player = await playerOf(t, 'agent01', member.token);
    const spec = { nodeId: KENO_NODE_ID, gameType: 'LOTTERY', stake: 500, payout: 0 };
    await addRound(t, player, { ...spec, at: '2026-01-01T10:00:00Z' });
    const newest = await addRound(t, player, { ...spec, payout: 1500, at: '2026-01-02T10:00:00Z' });
    type Rounds = Ok<{ list: AdminMemberRound[]; totalCount: number; totalPages: number }>;
    const rounds = await adminCall<Rounds>(t.app, reviewer, 'GET', `${M}/${player.memberId}/rounds?pageSize=1`);
    expect(rounds.body.value).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(rounds.body.value.list[0]).toMatchObject({ roundId: newest, stake: '5.00', payout: '15.00', mode: 'real' });
    const rewards = await adminCall<Ok<{ list: unknown[]; totalCount: number }>>(
      t.app,
      reviewer,
      'GET',
      `${M}/${player.memberId}/reward-applications`,
    );
    expect(rewards.body.value).toMatchObject({ list: [], totalCount: 0 });
  });
});
