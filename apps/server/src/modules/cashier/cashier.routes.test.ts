import type { CashierChannels } from '@lobby/contract/cashier';
import { API_PATHS } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, paymentChannels } from '../../db/schema/index';
import { loginAs } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('cashier channels on %s', (driver) => {
  let t: TestApp;
  let token: string;
  let memberId: number;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const list = (direction: string, headers = auth()) =>
    getJson<Ok<CashierChannels>>(t.app, `${API_PATHS.cashierChannels}?direction=${direction}`, headers);
  const db = () => t.db.handle.db;
  const novaMerchant = () => t.app.site.resolveMerchant('localhost', 'LUCKYNOVA');

  beforeAll(async () => {
    t = await createTestApp(driver);
    const session = await loginAs(t.app, 'player01', 'Play1234');
    token = session.token;
    const [row] = await db().select({ id: members.id }).from(members).where(eq(members.usernameKey, 'player01'));
    memberId = row!.id;
  });
  afterAll(() => t.close());

  it('lists a deposit channel of every kind, without the receiving account or gateway settings', async () => {
    const { status, body } = await list('deposit');
    expect(status).toBe(200);
    const channels = body.value.channels;
    expect(new Set(channels.map((c) => c.kind))).toEqual(new Set(['bank', 'ewallet', 'qr', 'gateway']));
    const gateway = channels.find((c) => c.kind === 'gateway')!;
    expect(gateway).toMatchObject({ manual: false, currency: 'USD', min: '10.00', max: '5000.00' });
    expect(gateway.presets).toContain('100.00');
    expect(gateway.names.id).toMatch(/\S/);
    const raw = JSON.stringify(body);
    expect(raw).not.toContain('receivingAccount');
    expect(raw).not.toContain('accountNumber');
    expect(raw).not.toContain('adapter');
  });

  it('lists two withdrawal channels and refuses a bad direction or no session', async () => {
    expect((await list('withdrawal')).body.value.channels.map((c) => c.kind)).toEqual(['bank', 'ewallet']);
    expect((await list('sideways')).status).toBe(400);
    expect((await list('deposit', {} as never)).status).toBe(401);
  });

  it('hides disabled channels, closed ones and those for other member types or ranks', async () => {
    const before = (await list('deposit')).body.value.channels;
    const [first, second, third] = before;
    await db().update(paymentChannels).set({ enabled: false }).where(eq(paymentChannels.id, first!.id));
    await db()
      .update(paymentChannels)
      .set({ memberTypes: [2] })
      .where(eq(paymentChannels.id, second!.id));
    await db()
      .update(paymentChannels)
      .set({ rankLevels: [5] })
      .where(eq(paymentChannels.id, third!.id));
    const after = (await list('deposit')).body.value.channels.map((c) => c.id);
    expect(after).toEqual(before.slice(3).map((c) => c.id));

    const who = { merchant: await novaMerchant(), memberId, type: 0 };
    const refusal = (id: number) =>
      t.app.cashier.channel(who, id, 'deposit').then(
        () => 'ok',
        (error: { code: string }) => error.code,
      );
    expect(await refusal(first!.id)).toBe('cashier.channel.not.found');
    expect(await refusal(second!.id)).toBe('cashier.channel.not.allowed');
    expect(await refusal(third!.id)).toBe('cashier.channel.not.allowed');
    await db()
      .update(paymentChannels)
      .set({ enabled: true, memberTypes: [], rankLevels: [] })
      .where(eq(paymentChannels.merchantCode, 'LUCKYNOVA'));
  });

  it('refuses a channel closed at this hour, of another merchant or of the other direction', async () => {
    const merchant = await novaMerchant();
    const who = { merchant, memberId, type: 0 };
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: { code: string }) => error.code,
      );
    const [channel] = (await list('deposit')).body.value.channels;
    const hour = new Date().getUTCHours();
    const closed = {
      days: [0, 1, 2, 3, 4, 5, 6],
      from: `${String((hour + 2) % 24).padStart(2, '0')}:00`,
      to: `${String((hour + 3) % 24).padStart(2, '0')}:00`,
    };
    await db().update(paymentChannels).set({ hours: closed }).where(eq(paymentChannels.id, channel!.id));
    expect(await code(t.app.cashier.channel(who, channel!.id, 'deposit'))).toBe('cashier.channel.closed');
    expect((await list('deposit')).body.value.channels.map((c) => c.id)).not.toContain(channel!.id);
    await db().update(paymentChannels).set({ hours: null }).where(eq(paymentChannels.id, channel!.id));
    expect(await code(t.app.cashier.channel(who, channel!.id, 'deposit'))).toBe('ok');
    expect(await code(t.app.cashier.channel(who, channel!.id, 'withdrawal'))).toBe('cashier.channel.not.found');

    const [reef] = await db().select().from(paymentChannels).where(eq(paymentChannels.merchantCode, 'GOLDREEF'));
    expect(await code(t.app.cashier.channel(who, reef!.id, reef!.direction))).toBe('cashier.channel.not.found');
  });

  it('gives the cashier settings over the defaults', async () => {
    const merchant = await novaMerchant();
    expect(t.app.cashier.settings(merchant)).toMatchObject({
      depositExpiryMinutes: 30,
      withdrawalCancelAllowed: false,
      withdrawalDailyAmountMinor: 1_000_000,
    });
  });
});
