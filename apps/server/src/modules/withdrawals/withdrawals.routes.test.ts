import { API_PATHS, type Failure } from '@lobby/contract/core';
import type { Withdrawal, Withdrawals, WithdrawalSummary } from '@lobby/contract/withdrawals';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, withdrawalRequests } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import {
  addPayoutAccount,
  cashierMember,
  memberCall,
  readyToWithdraw,
  setCashier,
  withdrawalChannels,
  type CashierMember,
} from '../../test/cashier';

type Ok<T> = { success: true; value: T };
/** Lucky Nova's bank payout: 50.00 to 5,000.00, a fixed fee of 1.00 the member bears (seed). */
const SYSTEM = { merchantCode: 'LUCKYNOVA', operatorId: null, ip: 'test' };
const BASE = { withdrawalDailyCount: 100, withdrawalDailyAmountMinor: null, withdrawalCancelAllowed: false };

describe.each(DRIVERS)('withdrawal requests on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await setCashier(t, 'LUCKYNOVA', { ...BASE, paymentPasswordMaxTries: 3 });
  });
  afterAll(() => t.close());

  const balance = (member: CashierMember) => t.app.wallet.repository.balance(member.id);
  const ledgerSum = (member: CashierMember) => t.app.wallet.repository.ledgerSum(member.id);
  const summary = async (member: CashierMember) =>
    (await memberCall<Ok<WithdrawalSummary>>(t, member, 'GET', API_PATHS.withdrawalSummary)).body.value;
  const idOf = async (requestNo: string) =>
    (
      await t.db.handle.db
        .select({ id: withdrawalRequests.id })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.requestNo, requestNo))
    )[0]?.id ?? 0;
  const requestsOf = async (member: CashierMember) =>
    (
      await t.db.handle.db
        .select({ n: count() })
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.memberId, member.id))
    )[0]?.n;

  it('holds the amount at once with a ledger row, and shows the request to its member only', async () => {
    const { member, ask } = await readyToWithdraw(t, 100_000);
    const asked = await ask('120.50');
    expect(asked.status).toBe(200);
    const request = asked.body.value;
    expect(request).toMatchObject({
      status: 'pending',
      amount: '120.50',
      fee: '1.00',
      payout: '119.50',
      channelName: 'Bank transfer',
      account: { kind: 'bank', providerName: 'Chase', holderName: 'Ana Lee' },
      rejectReason: null,
    });
    expect(request.account.accountNumber).toMatch(/^•+\d{4}$/);
    expect(await balance(member)).toBe(100_000 - 12_050);
    expect(await ledgerSum(member)).toBe(100_000 - 12_050);
    const [hold] = await t.db.handle.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, member.id), eq(ledgerEntries.kind, 'withdrawal')));
    expect(hold).toMatchObject({ amountMinor: -12_050, reference: `withdrawal:${request.requestNo}` });

    const list = await memberCall<Ok<Withdrawals>>(t, member, 'GET', `${API_PATHS.withdrawals}?status=pending`);
    expect(list.body.value).toMatchObject({ totalCount: 1, list: [{ requestNo: request.requestNo }] });
    const one = await memberCall<Ok<Withdrawal>>(
      t,
      member,
      'GET',
      `${API_PATHS.withdrawals}/${request.requestNo}?language=id`,
    );
    expect(one.body.value).toMatchObject({ requestNo: request.requestNo, channelName: 'Transfer bank' });
    const stranger = await cashierMember(t);
    const foreign = await memberCall<Failure>(t, stranger, 'GET', `${API_PATHS.withdrawals}/${request.requestNo}`);
    expect(foreign).toMatchObject({ status: 404, body: { code: 'withdrawal.not.found' } });
    expect((await summary(member)).today).toEqual({ count: 1, amount: '120.50', countLimit: 100, amountLimit: null });
  });

  it('refuses bad amounts, bounds, channels and accounts with a catalogue code, and holds nothing', async () => {
    const { member, ask, bank } = await readyToWithdraw(t, 100_000);
    const cases: [Record<string, unknown> | string, number, string][] = [
      ['abc', 400, 'cashier.amount.invalid'],
      ['-5', 400, 'cashier.amount.invalid'],
      ['0', 400, 'cashier.amount.invalid'],
      ['60.123', 400, 'cashier.amount.invalid'],
      ['1e3', 400, 'cashier.amount.invalid'],
      ['49.99', 400, 'cashier.amount.out.of.range'],
      ['5000.01', 400, 'cashier.amount.out.of.range'],
      [{ amount: 60 }, 400, 'request.invalid'],
      [{ channelId: 'one' }, 400, 'request.invalid'],
      [{ payoutAccountId: 99_999_999 }, 404, 'payoutAccount.not.found'],
      [{ channelId: 99_999_999 }, 404, 'cashier.channel.not.found'],
    ];
    for (const [input, status, code] of cases) {
      const answer = typeof input === 'string' ? await ask(input) : await ask('60', input);
      expect(answer, JSON.stringify(input)).toMatchObject({ status, body: { code } });
    }
    // Another member's payout account, a deposit channel, another site's channel.
    const other = await readyToWithdraw(t, 10_000);
    expect((await ask('60', { payoutAccountId: other.accountId })).body.code).toBe('payoutAccount.not.found');
    const deposits = await memberCall<Ok<{ channels: { id: number }[] }>>(
      t,
      member,
      'GET',
      `${API_PATHS.cashierChannels}?direction=deposit`,
    );
    expect((await ask('60', { channelId: deposits.body.value.channels[0]?.id })).body.code).toBe(
      'cashier.channel.not.found',
    );
    const reef = await cashierMember(t, { merchantCode: 'GOLDREEF' });
    const [reefBank] = await withdrawalChannels(t, reef);
    expect((await ask('60', { channelId: reefBank?.id })).body.code).toBe('cashier.channel.not.found');
    // An e-wallet account on the bank channel.
    const wallet = await addPayoutAccount(t, member, {
      kind: 'ewallet',
      providerName: 'PayPal',
      accountNumber: '5551234567',
    });
    expect(await ask('60', { payoutAccountId: wallet })).toMatchObject({
      status: 400,
      body: { field: 'payoutAccountId' },
    });
    expect(bank.min).toBe('50.00');
    expect(await balance(member)).toBe(100_000);
    expect(await requestsOf(member)).toBe(0);
  });

  it('reads amounts in the currency of the site: rupiah take no decimals', async () => {
    const { member, ask } = await readyToWithdraw(t, 50_000_000, 'GOLDREEF');
    expect(await ask('150000.5')).toMatchObject({
      status: 400,
      body: { code: 'cashier.amount.invalid', field: 'amount' },
    });
    const held = await ask('150000');
    expect(held.body.value).toMatchObject({ amount: '150000', fee: '6500', payout: '143500' });
    expect(await balance(member)).toBe(50_000_000 - 15_000_000);
  });

  it('refuses a wrong payment password until it locks, and then the right one too', async () => {
    const { member, ask } = await readyToWithdraw(t, 100_000);
    expect((await ask('60', { paymentPassword: 'bad-1' })).body).toMatchObject({
      code: 'paymentPassword.incorrect',
      value: { triesLeft: 2 },
    });
    expect((await ask('60', { paymentPassword: 'bad-2' })).body.value).toEqual({ triesLeft: 1 });
    const locked = await ask('60', { paymentPassword: 'bad-3' });
    expect(locked).toMatchObject({ status: 429, body: { code: 'paymentPassword.locked' } });
    expect(locked.body.value?.lockedUntil).toBeTruthy();
    expect((await ask('60')).body.code).toBe('paymentPassword.locked');
    expect(await balance(member)).toBe(100_000);
    expect(await requestsOf(member)).toBe(0);
  });

  it('keeps to the daily count and amount; rejected requests do not count', async () => {
    await setCashier(t, 'LUCKYNOVA', { withdrawalDailyCount: 2, withdrawalDailyAmountMinor: 30_000 });
    try {
      const { member, ask } = await readyToWithdraw(t, 100_000);
      expect((await ask('200')).status).toBe(200);
      expect(await ask('100.01')).toMatchObject({ status: 409, body: { code: 'withdrawal.daily.amount' } });
      const second = await ask('100');
      expect(second.status).toBe(200);
      expect(await ask('50')).toMatchObject({ status: 409, body: { code: 'withdrawal.daily.count' } });
      expect((await summary(member)).today).toEqual({
        count: 2,
        amount: '300.00',
        countLimit: 2,
        amountLimit: '300.00',
      });
      // A rejected request gives its place back: another one fits.
      const merchant = await t.app.site.resolveMerchant(undefined, 'LUCKYNOVA');
      await t.app.withdrawalQueue.reject(SYSTEM, merchant, await idOf(second.body.value.requestNo), 'Wrong account');
      expect((await ask('100')).status).toBe(200);
    } finally {
      await setCashier(t, 'LUCKYNOVA', BASE);
    }
  });

  it('keeps the money of an unmet turnover requirement from being withdrawn', async () => {
    const { member, ask } = await readyToWithdraw(t, 10_000);
    await t.db.handle.db.transaction((tx) =>
      t.app.turnover.addRequirement(tx, {
        merchantCode: 'LUCKYNOVA',
        memberId: member.id,
        sourceKind: 'deposit',
        reference: 'deposit:T1',
        requiredMinor: 20_000,
        lockedMinor: 4_000,
      }),
    );
    expect(await summary(member)).toMatchObject({ balance: '100.00', locked: '40.00', withdrawable: '60.00' });
    expect(await ask('60.01')).toMatchObject({
      status: 409,
      body: { code: 'withdrawal.not.withdrawable', field: 'amount' },
    });
    expect((await ask('60')).status).toBe(200);
    expect(await summary(member)).toMatchObject({ balance: '40.00', locked: '40.00', withdrawable: '0.00' });
  });

  it('never holds more than the balance under 20 parallel requests, and balance = ledger sum', async () => {
    const { member, ask } = await readyToWithdraw(t, 100_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask('120')));
    const held = answers.filter((answer) => answer.status === 200);
    expect(held).toHaveLength(8);
    const refused = answers.filter((answer) => answer.body.code === 'withdrawal.not.withdrawable');
    expect(refused).toHaveLength(12);
    expect(await balance(member)).toBe(100_000 - 8 * 12_000);
    expect(await ledgerSum(member)).toBe(await balance(member));
    expect(await requestsOf(member)).toBe(8);
  });

  it('never passes the daily count under 20 parallel requests', async () => {
    await setCashier(t, 'LUCKYNOVA', { withdrawalDailyCount: 3 });
    try {
      const { member, ask } = await readyToWithdraw(t, 1_000_000);
      const answers = await Promise.all(Array.from({ length: 20 }, () => ask('60')));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(answers.filter((answer) => answer.body.code === 'withdrawal.daily.count')).toHaveLength(17);
      expect(await balance(member)).toBe(1_000_000 - 3 * 6_000);
      expect(await ledgerSum(member)).toBe(await balance(member));
    } finally {
      await setCashier(t, 'LUCKYNOVA', BASE);
    }
  });

  it('lets a member cancel only where the merchant allows it, releasing the hold once', async () => {
    const { member, ask } = await readyToWithdraw(t, 100_000);
    const { requestNo } = (await ask('75')).body.value;
    const cancel = () =>
      memberCall<Ok<Withdrawal> & Omit<Failure, 'success'>>(
        t,
        member,
        'POST',
        `${API_PATHS.withdrawals}/${requestNo}/cancel`,
      );
    expect(await cancel()).toMatchObject({ status: 403, body: { code: 'withdrawal.cancel.disabled' } });
    await setCashier(t, 'LUCKYNOVA', { withdrawalCancelAllowed: true });
    try {
      const stranger = await cashierMember(t);
      const foreign = await memberCall<Failure>(t, stranger, 'POST', `${API_PATHS.withdrawals}/${requestNo}/cancel`);
      expect(foreign.body.code).toBe('withdrawal.not.found');
      const answers = await Promise.all([cancel(), cancel(), cancel()]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.code === 'withdrawal.decided')).toHaveLength(2);
      expect(await balance(member)).toBe(100_000);
      expect(await ledgerSum(member)).toBe(100_000);
      expect((await summary(member)).today.count).toBe(0);
    } finally {
      await setCashier(t, 'LUCKYNOVA', BASE);
    }
  });

  it('refuses visitors and trial accounts', async () => {
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.withdrawalSummary })).statusCode).toBe(401);
    const trial = await t.app.inject({ method: 'POST', url: API_PATHS.trial, payload: { moduleId: 'FREEPLAY3' } });
    const token = (trial.json() as Ok<{ token: string }>).value.token;
    const answer = await t.app.inject({
      method: 'GET',
      url: API_PATHS.withdrawals,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.json()).toMatchObject({ code: 'account.trial' });
  });
});
