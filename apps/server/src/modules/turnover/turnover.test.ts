import { API_PATHS } from '@lobby/contract/core';
import type { WithdrawalSummary } from '@lobby/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, memberCall, setCashier, type CashierMember } from '../../test/cashier';
import { applyChangeInTransaction, applyRound } from '../wallet/wallet.repository';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('turnover requirements on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await setCashier(t, 'LUCKYNOVA', { turnoverMultiplier: 2 });
  });
  afterAll(() => t.close());

  /** A deposit the way the deposits module credits it: the ledger row and its listener, in one transaction. */
  const deposit = (member: CashierMember, amountMinor: number, orderNo: string) =>
    t.db.handle.db.transaction(async (tx) => {
      await t.app.turnover.onDeposit({
        tx,
        merchantCode: member.merchantCode,
        memberId: member.id,
        amountMinor,
        orderNo,
      });
      await applyChangeInTransaction(tx, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        kind: 'deposit',
        amountMinor,
        reference: `deposit:${orderNo}`,
      });
    });
  const bet = (member: CashierMember, stakeMinor: number, reference: string) =>
    t.app.wallet.apply({
      merchantCode: member.merchantCode,
      memberId: member.id,
      kind: 'bet',
      amountMinor: -stakeMinor,
      reference,
    });
  const round = (member: CashierMember, stakeMinor: number, payoutMinor: number, roundId: string) =>
    t.db.handle.db.transaction((tx) =>
      applyRound(tx, {
        merchantCode: member.merchantCode,
        memberId: member.id,
        roundId,
        gameType: 'KENO',
        nodeId: 'keno',
        stakeMinor,
        payoutMinor,
      }),
    );
  const summary = async (member: CashierMember) =>
    (await memberCall<Ok<WithdrawalSummary>>(t, member, 'GET', API_PATHS.withdrawalSummary)).body.value;

  it('adds multiplier × the deposit once per order and locks the deposit until it is met', async () => {
    const member = await cashierMember(t, { balanceMinor: 5_000 });
    await deposit(member, 10_000, 'D1');
    await t.db.handle.db.transaction((tx) =>
      t.app.turnover.onDeposit({
        tx,
        merchantCode: 'LUCKYNOVA',
        memberId: member.id,
        amountMinor: 10_000,
        orderNo: 'D1',
      }),
    );
    const view = await summary(member);
    expect(view).toMatchObject({
      balance: '150.00',
      locked: '100.00',
      withdrawable: '50.00',
      turnoverRemaining: '200.00',
    });
    expect(view.requirements).toEqual([
      expect.objectContaining({
        sourceKind: 'deposit',
        reference: 'deposit:D1',
        required: '200.00',
        remaining: '200.00',
      }),
    ]);
  });

  it('pays bets down oldest first across several requirements, from every real-money bet path', async () => {
    const member = await cashierMember(t, { balanceMinor: 10_000 });
    await deposit(member, 5_000, 'A'); // needs 100.00
    await deposit(member, 2_000, 'B'); // needs 40.00
    await t.db.handle.db.transaction((tx) =>
      t.app.turnover.addRequirement(tx, {
        merchantCode: 'LUCKYNOVA',
        memberId: member.id,
        sourceKind: 'bonus',
        reference: 'welcome',
        requiredMinor: 3_000,
        lockedMinor: 1_000,
      }),
    );
    await bet(member, 6_000, 'bet-1'); // A: 100 → 40
    let view = await summary(member);
    expect(view.requirements.map((r) => r.remaining)).toEqual(['40.00', '40.00', '30.00']);
    await round(member, 5_500, 2_000, 'round-1'); // A met (40), B: 40 → 25
    view = await summary(member);
    expect(view.requirements.map((r) => [r.reference, r.remaining])).toEqual([
      ['deposit:B', '25.00'],
      ['welcome', '30.00'],
    ]);
    expect(view.turnoverRemaining).toBe('55.00');
    // 170 − 60 − 55 + 20 = 75; B still locks its 20.00 and the bonus its 10.00.
    expect(view).toMatchObject({ balance: '75.00', locked: '30.00', withdrawable: '45.00' });
    await bet(member, 2_500, 'bet-2'); // B met, bonus 30 left
    view = await summary(member);
    expect(view.requirements.map((r) => r.reference)).toEqual(['welcome']);
    expect(view).toMatchObject({
      balance: '50.00',
      locked: '10.00',
      withdrawable: '40.00',
      turnoverRemaining: '30.00',
    });
  });

  it('counts a repeated bet reference once, and a refused bet not at all', async () => {
    const member = await cashierMember(t);
    await deposit(member, 1_000, 'C'); // needs 20.00
    await bet(member, 300, 'same');
    await bet(member, 300, 'same');
    await expect(bet(member, 5_000, 'too-big')).rejects.toMatchObject({ code: 'wallet.insufficient' });
    expect((await summary(member)).turnoverRemaining).toBe('17.00');
  });

  it("gives a refunded bet's stake back to the requirements it paid, newest first, reopening a met one", async () => {
    const member = await cashierMember(t, { balanceMinor: 10_000 });
    await deposit(member, 1_000, 'R1'); // needs 20.00
    await deposit(member, 1_000, 'R2'); // needs 20.00
    await bet(member, 3_000, 'pw:PG:r-1'); // R1 met, R2: 20 → 10
    const refund = (amountMinor: number, reference: string) =>
      t.app.wallet.apply({
        merchantCode: member.merchantCode,
        memberId: member.id,
        kind: 'refund',
        amountMinor,
        reference,
      });
    await refund(1_000, 'pw:PG:r-1');
    let view = await summary(member);
    expect(view.requirements.map((r) => [r.reference, r.remaining])).toEqual([['deposit:R2', '20.00']]);
    await refund(1_500, 'pw:PG:r-2');
    view = await summary(member);
    expect(view.requirements.map((r) => [r.reference, r.remaining])).toEqual([
      ['deposit:R1', '15.00'],
      ['deposit:R2', '20.00'],
    ]);
    await refund(1_500, 'pw:PG:r-2'); // the same refund again gives nothing back
    expect((await summary(member)).turnoverRemaining).toBe('35.00');
  });

  it('never pays the same remainder twice under parallel bets', async () => {
    const member = await cashierMember(t, { balanceMinor: 100_000 });
    await deposit(member, 10_000, 'P1'); // needs 200.00
    await deposit(member, 10_000, 'P2'); // needs 200.00
    await Promise.all(Array.from({ length: 30 }, (_, i) => bet(member, 1_000, `p-${i}`)));
    const view = await summary(member);
    expect(view.requirements.map((r) => r.remaining)).toEqual(['100.00']);
    expect(view.turnoverRemaining).toBe('100.00');
  });

  it('adds nothing when the multiplier is 0', async () => {
    await setCashier(t, 'LUCKYNOVA', { turnoverMultiplier: 0 });
    try {
      const member = await cashierMember(t);
      await deposit(member, 10_000, 'Z');
      expect(await summary(member)).toMatchObject({ locked: '0.00', withdrawable: '100.00', requirements: [] });
    } finally {
      await setCashier(t, 'LUCKYNOVA', { turnoverMultiplier: 2 });
    }
  });
});
