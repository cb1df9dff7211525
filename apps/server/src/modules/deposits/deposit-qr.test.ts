import type { AdminChannel } from '@lobby/contract/admin/cashier';
import type { CashierChannel, CashierChannels } from '@lobby/contract/cashier';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { DepositOrder, DepositsPage } from '@lobby/contract/deposits';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, paymentChannels, wallets } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, memberCall, type CashierMember } from '../../test/cashier';
import { deliver, signedCallback, startFakeGateway, useGateway } from '../../test/deposits';
import { adminCall, operatorSession } from '../../test/operators';

type Answer<T> = { success: boolean; value: T; code?: string; field?: string };

const QR_CHANNEL = {
  direction: 'deposit',
  kind: 'gateway',
  names: { en: 'Wallet QR', id: 'QR dompet' },
  min: '5',
  max: '500',
  fee: { type: 'none', value: '0', bearer: 'merchant' },
  gateway: { adapter: 'sandbox', method: 'qr' },
};

describe.each(DRIVERS)('QR payments through a gateway on %s', (driver) => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startFakeGateway>>;
  let broken: Awaited<ReturnType<typeof startFakeGateway>>;
  let member: CashierMember;
  let qrChannel: CashierChannel;

  const channels = async (who: CashierMember) =>
    (await memberCall<Answer<CashierChannels>>(t, who, 'GET', `${API_PATHS.cashierChannels}?direction=deposit`)).body
      .value.channels;
  const money = async (memberId: number) => {
    const [wallet] = await t.db.handle.db
      .select({ balance: wallets.balanceMinor })
      .from(wallets)
      .where(eq(wallets.memberId, memberId));
    const [ledger] = await t.db.handle.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)::text` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, memberId));
    return { balance: wallet?.balance ?? 0, ledger: Number(ledger?.sum ?? 0) };
  };

  beforeAll(async () => {
    [gateway, broken] = await Promise.all([startFakeGateway(), startFakeGateway({ qrData: false })]);
    t = await createTestApp(driver);
    await useGateway(t, gateway.url);
    member = await cashierMember(t);
    qrChannel = (await channels(member)).find((channel) => channel.names.en === 'Pay by QR code')!;
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([gateway.close(), broken.close()]);
  });

  it('tells members which gateway channels pay by QR code, on each demo site', async () => {
    const mine = await channels(member);
    expect(qrChannel).toMatchObject({ kind: 'gateway', manual: false, qr: true });
    expect(mine.find((channel) => channel.names.en === 'Instant online payment')).toMatchObject({ qr: false });
    expect(mine.filter((channel) => channel.manual).every((channel) => !channel.qr)).toBe(true);
    const reef = await cashierMember(t, { merchantCode: 'GOLDREEF' });
    expect((await channels(reef)).find((channel) => channel.names.en === 'QRIS instant')).toMatchObject({
      qr: true,
      currency: 'IDR',
    });
  });

  it("answers the gateway's QR code, and its verified callback credits the order once", async () => {
    const before = await money(member.id);
    const created = await memberCall<Answer<DepositOrder>>(t, member, 'POST', API_PATHS.deposits, {
      channelId: qrChannel.id,
      amount: '20',
    });
    expect(created.status).toBe(200);
    const order = created.body.value;
    // The fake gateway hands out a code only when asked for a qr payment.
    expect(order).toMatchObject({ status: 'pending', manual: false, qrData: `QR:pay_${order.orderNo}` });
    const paid = signedCallback({
      paymentId: `pay_${order.orderNo}`,
      reference: order.orderNo,
      amount: '20.00',
      currency: 'USD',
      status: 'paid',
    });
    const answers = await Promise.all([1, 2, 3].map(() => deliver(t.app, 'LUCKYNOVA', qrChannel.id, paid)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const after = await money(member.id);
    expect(after.balance - before.balance).toBe(2_000);
    expect(after.balance).toBe(after.ledger);
    const read = await memberCall<Answer<DepositOrder>>(t, member, 'GET', `${API_PATHS.deposits}/${order.orderNo}`);
    expect(read.body.value).toMatchObject({ status: 'credited', credit: '20.00' });
  });

  it('cancels the order and moves no money when the gateway gives no QR code', async () => {
    await useGateway(t, broken.url, eq(paymentChannels.id, qrChannel.id));
    try {
      const before = await money(member.id);
      const refused = await memberCall<Answer<unknown>>(t, member, 'POST', API_PATHS.deposits, {
        channelId: qrChannel.id,
        amount: '30',
      });
      expect([refused.status, refused.body.code]).toEqual([503, 'deposit.gateway.unavailable']);
      const list = await memberCall<Answer<DepositsPage>>(t, member, 'GET', `${API_PATHS.deposits}?pageSize=1`);
      expect(list.body.value.list[0]).toMatchObject({ amount: '30.00', status: 'cancelled' });
      expect(await money(member.id)).toEqual(before);
    } finally {
      await useGateway(t, gateway.url, eq(paymentChannels.id, qrChannel.id));
    }
  });

  it("sets a gateway channel's method in the console; a change that leaves it out keeps it", async () => {
    const admin = (await operatorSession(t.app, 'admin')).token;
    const call = <T>(token: string, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, merchant = {}) =>
      adminCall<Answer<T>>(t.app, token, method, url, body, merchant);
    const created = await call<AdminChannel>(admin, 'POST', ADMIN_PATHS.cashierChannels, QR_CHANNEL);
    expect(created.body.value.gateway).toMatchObject({ adapter: 'sandbox', method: 'qr', secretSet: false });
    const path = `${ADMIN_PATHS.cashierChannels}/${created.body.value.id}`;
    const kept = await call<AdminChannel>(admin, 'PATCH', path, { gateway: { adapter: 'sandbox' } });
    expect(kept.body.value.gateway?.method).toBe('qr');
    const changed = await call<AdminChannel>(admin, 'PATCH', path, {
      gateway: { adapter: 'sandbox', method: 'redirect' },
    });
    expect(changed.body.value.gateway?.method).toBe('redirect');
    const bad = await call(admin, 'PATCH', path, { gateway: { adapter: 'sandbox', method: 'nfc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    const untouched = await call<{ channels: AdminChannel[] }>(admin, 'GET', ADMIN_PATHS.cashierChannels);
    expect(untouched.body.value.channels.find((c) => c.id === created.body.value.id)?.gateway?.method).toBe('redirect');

    // An editor may not; another site's admin neither sees nor changes it.
    const editor = (await operatorSession(t.app, 'editor')).token;
    expect((await call(editor, 'PATCH', path, { gateway: { adapter: 'sandbox', method: 'qr' } })).status).toBe(403);
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const theirs = await call<{ channels: AdminChannel[] }>(reef, 'GET', ADMIN_PATHS.cashierChannels, undefined, {
      merchant: 'GOLDREEF',
    });
    expect(theirs.body.value.channels.some((c) => c.id === created.body.value.id)).toBe(false);
    const foreign = await call(
      reef,
      'PATCH',
      path,
      { gateway: { adapter: 'sandbox', method: 'qr' } },
      {
        merchant: 'GOLDREEF',
      },
    );
    expect(foreign.status).toBe(404);
  });
});
