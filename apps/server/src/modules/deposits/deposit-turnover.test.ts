import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { WithdrawalSummary } from '@lobby/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { bankOrder } from '../../test/deposits';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

// The wiring between two modules: a credited deposit adds its turnover requirement (1x by default).
describe.each(DRIVERS)('a credited deposit and turnover on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('locks the credited amount until it is wagered once, and leaves the rest withdrawable', async () => {
    const { token } = await loginAs(t.app, 'player04', 'Play1234');
    const summary = async () =>
      (await getJson<Ok<WithdrawalSummary>>(t.app, API_PATHS.withdrawalSummary, { authorization: `Bearer ${token}` }))
        .body.value;
    const before = await summary();
    const order = await bankOrder(t.app, token, '40.00');
    const finance = (await operatorSession(t.app, 'finance')).token;
    const approved = await adminCall(t.app, finance, 'POST', `${ADMIN_PATHS.cashierDeposits}/${order.orderNo}/approve`);
    expect(approved.status).toBe(200);

    const after = await summary();
    const minor = (amount: string) => Math.round(Number(amount) * 100);
    expect(minor(after.balance) - minor(before.balance)).toBe(minor(order.credit));
    expect(minor(after.locked) - minor(before.locked)).toBe(minor(order.credit));
    expect(minor(after.turnoverRemaining) - minor(before.turnoverRemaining)).toBe(minor(order.credit));
    expect(after.withdrawable).toBe(before.withdrawable);
    expect(after.requirements.at(-1)).toMatchObject({ reference: `deposit:${order.orderNo}` });
  });
});
