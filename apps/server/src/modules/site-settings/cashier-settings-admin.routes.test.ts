import type { CashierSettingsView } from '@lobby/contract/admin/cashier-settings';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const PATH = ADMIN_PATHS.cashierSettings;

describe.each(DRIVERS)('operator cashier settings on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const read = (token = admin, headers: Record<string, string> = {}) =>
    adminCall<Ok<CashierSettingsView>>(t.app, token, 'GET', PATH, undefined, headers);
  const put = (body: unknown, token = admin, headers: Record<string, string> = {}) =>
    adminCall<Partial<Ok<CashierSettingsView>> & Partial<Failure>>(t.app, token, 'PUT', PATH, body, headers);
  const nova = () => t.app.site.resolveMerchant('localhost', 'LUCKYNOVA');

  it('reads the defaults under the seeded daily cap, in the site currency', async () => {
    const { status, body } = await read();
    expect(status).toBe(200);
    expect(body.value).toEqual({
      depositExpiryMinutes: 30,
      turnoverMultiplier: 1,
      withdrawalCancelAllowed: false,
      payeeNameMustMatch: true,
      payoutAccountsMax: 3,
      withdrawalDailyCount: 3,
      withdrawalDailyAmount: '10000.00',
      paymentPasswordMaxTries: 5,
      paymentPasswordLockMinutes: 30,
      currency: 'USD',
    });
  });

  it('replaces the rules, the cashier uses them at once, and the audit log keeps before and after', async () => {
    const before = (await read()).body.value;
    const body = {
      ...before,
      depositExpiryMinutes: 45,
      turnoverMultiplier: 1.5,
      withdrawalCancelAllowed: true,
      withdrawalDailyAmount: '2500.5',
    };
    const saved = await put(body);
    expect(saved.status).toBe(200);
    expect(saved.body.value!).toMatchObject({ depositExpiryMinutes: 45, withdrawalDailyAmount: '2500.50' });
    expect(t.app.cashier.settings(await nova())).toMatchObject({
      depositExpiryMinutes: 45,
      turnoverMultiplier: 1.5,
      withdrawalCancelAllowed: true,
      withdrawalDailyAmountMinor: 250_050,
    });
    const log = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=1`);
    expect(log.body.value[0]).toMatchObject({
      action: 'site.cashier.update',
      targetType: 'site',
      targetId: 'LUCKYNOVA',
      detail: {
        before: { depositExpiryMinutes: 30, withdrawalDailyAmount: '10000.00' },
        after: { depositExpiryMinutes: 45, withdrawalDailyAmount: '2500.50' },
      },
    });
    expect((await put({ ...body, withdrawalDailyAmount: null })).body.value!.withdrawalDailyAmount).toBeNull();
    expect(t.app.cashier.settings(await nova()).withdrawalDailyAmountMinor).toBeNull();
    await put(before);
  });

  it.each([
    ['a cap with more decimals than USD has', { withdrawalDailyAmount: '10.001' }, 'cashier.amount.invalid'],
    ['a negative cap', { withdrawalDailyAmount: '-5' }, 'cashier.amount.invalid'],
    ['a zero cap', { withdrawalDailyAmount: '0' }, 'cashier.amount.invalid'],
    ['a cap that is not a number', { withdrawalDailyAmount: 'lots' }, 'cashier.amount.invalid'],
    ['a cap sent as a number', { withdrawalDailyAmount: 500 }, 'request.invalid'],
    ['an expiry under five minutes', { depositExpiryMinutes: 1 }, 'request.invalid'],
    ['a fractional count', { withdrawalDailyCount: 2.5 }, 'request.invalid'],
    ['a multiplier with three decimals', { turnoverMultiplier: 1.255 }, 'request.invalid'],
    ['no accounts allowed', { payoutAccountsMax: 0 }, 'request.invalid'],
  ])('refuses %s with a 400 and writes nothing', async (_name, change, code) => {
    const before = (await read()).body.value;
    const refused = await put({ ...before, ...change });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(code);
    expect((await read()).body.value).toEqual(before);
  });

  it('reads a rupiah cap without decimals on Golden Reef and refuses cents there', async () => {
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const headers = { merchant: 'GOLDREEF' };
    const view = (await read(reef, headers)).body.value;
    expect(view).toMatchObject({ currency: 'IDR', withdrawalDailyAmount: '100000000' });
    const refused = await put({ ...view, withdrawalDailyAmount: '5000000.50' }, reef, headers);
    expect(refused.body.code).toBe('cashier.amount.invalid');
    expect((await put({ ...view, withdrawalDailyAmount: '5000000' }, reef, headers)).status).toBe(200);
    expect((await read(reef, headers)).body.value.withdrawalDailyAmount).toBe('5000000');
  });

  it('lets only admins read or change them, and never another merchant', async () => {
    const initial = (await read()).body.value;
    const changed = { ...initial, payoutAccountsMax: 9 };
    for (const role of ['finance', 'editor', 'reviewer'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      expect((await read(token)).status).toBe(403);
      expect((await put(changed, token)).body.code).toBe('permission.denied');
    }
    // GOLDREEF's admin cannot act on LUCKYNOVA's host; a GOLDREEF change leaves LUCKYNOVA as it was.
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    expect((await put(changed, reef)).status).toBe(401);
    const reefView = (await read(reef, { merchant: 'GOLDREEF' })).body.value;
    expect((await put({ ...reefView, payoutAccountsMax: 7 }, reef, { merchant: 'GOLDREEF' })).status).toBe(200);
    expect((await read()).body.value).toEqual(initial);
  });
});
