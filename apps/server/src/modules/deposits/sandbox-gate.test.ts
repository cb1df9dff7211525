import type { AdminChannel } from '@lobby/contract/admin/cashier';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOrders, paymentChannels } from '../../db/schema/index';
import { loginAs } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { deliver, postDeposit, signedCallback } from '../../test/deposits';
import { adminCall, operatorSession } from '../../test/operators';
import { sandboxSecret } from './gateways/signing';

type Answer<T> = { success: boolean; value: T; code?: string; field?: string };

const SANDBOX_KEY = 'sandbox-gate-test-key-0123456789';

// Production without PAYMENTS_SANDBOX_ALLOWED: the test gateway, whose secrets derive from one key, is refused.
describe.each(DRIVERS)('the sandbox gateway in production on %s', (driver) => {
  let t: TestApp;
  let finance: string;
  let sandboxChannel: typeof paymentChannels.$inferSelect;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { NODE_ENV: 'production', PAYMENTS_SANDBOX_KEY: SANDBOX_KEY, RATE_LIMIT_EXEMPT_LOOPBACK: true },
    });
    finance = (await operatorSession(t.app, 'finance')).token;
    const [row] = await t.db.handle.db
      .select()
      .from(paymentChannels)
      .where(and(eq(paymentChannels.merchantCode, 'LUCKYNOVA'), eq(paymentChannels.kind, 'gateway')));
    sandboxChannel = row!;
    expect(sandboxChannel.gateway?.adapter).toBe('sandbox');
  });
  afterAll(() => t.close());

  it('refuses to save an enabled sandbox channel, and lets one be switched off', async () => {
    const created = await adminCall<Answer<AdminChannel>>(t.app, finance, 'POST', ADMIN_PATHS.cashierChannels, {
      direction: 'deposit',
      kind: 'gateway',
      names: { en: 'Sandbox', id: 'Sandbox' },
      min: '10',
      max: '500',
      fee: { type: 'none', value: '0', bearer: 'merchant' },
      gateway: { adapter: 'sandbox' },
    });
    expect([created.status, created.body.code, created.body.field]).toEqual([
      409,
      'cashier.gateway.sandbox',
      'gateway',
    ]);
    const item = `${ADMIN_PATHS.cashierChannels}/${sandboxChannel.id}`;
    const reordered = await adminCall<Answer<AdminChannel>>(t.app, finance, 'PATCH', item, { sort: 7 });
    expect(reordered.body.code).toBe('cashier.gateway.sandbox');
    const off = await adminCall<Answer<AdminChannel>>(t.app, finance, 'PATCH', item, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.value.enabled).toBe(false);
    await t.db.handle.db
      .update(paymentChannels)
      .set({ enabled: true })
      .where(eq(paymentChannels.id, sandboxChannel.id));
  });

  it('refuses a deposit on a sandbox channel before writing an order, and its callbacks', async () => {
    const member = (await loginAs(t.app, 'player01', 'Play1234')).token;
    const answer = await postDeposit(t.app, member, { channelId: sandboxChannel.id, amount: '25.00' });
    expect([answer.status, answer.body.code]).toEqual([409, 'cashier.gateway.sandbox']);
    const [orders] = await t.db.handle.db
      .select({ n: count() })
      .from(depositOrders)
      .where(eq(depositOrders.channelId, sandboxChannel.id));
    expect(orders?.n).toBe(0);
    // A callback signed with the derived secret finds no usable gateway: the key is not used at all.
    const payment = {
      paymentId: 'pay_x',
      reference: 'D0000000000',
      amount: '25.00',
      currency: 'USD',
      status: 'paid' as const,
    };
    const callback = signedCallback(payment, {
      account: 'LUCKYNOVA',
      secret: sandboxSecret(SANDBOX_KEY, 'LUCKYNOVA'),
    });
    const refused = await deliver(t.app, 'LUCKYNOVA', sandboxChannel.id, callback);
    expect([refused.status, refused.body.code]).toEqual([503, 'deposit.gateway.unavailable']);
  });
});
