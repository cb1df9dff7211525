import type { AdminChannel } from '@lobby/contract/admin/cashier';
import type { CashierChannels } from '@lobby/contract/cashier';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, paymentChannels } from '../../db/schema/index';
import { loginAs } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Answer<T> = { success: boolean; value: T; code?: string; field?: string };

const EWALLET = {
  direction: 'deposit',
  kind: 'ewallet',
  names: { en: 'Neteller', id: 'Neteller' },
  min: '15',
  max: '1500.50',
  presets: ['20', '50', '100'],
  fee: { type: 'percent', value: '2.5', bearer: 'member' },
  receivingAccount: {
    provider: 'Neteller',
    accountName: 'Lucky Nova',
    accountNumber: 'pay@nova.test',
    qrImageUrl: null,
  },
  sort: 5,
};
const GATEWAY = {
  direction: 'deposit',
  kind: 'gateway',
  names: { en: 'Card (PSP)', id: 'Kartu (PSP)' },
  min: '10',
  max: '500',
  fee: { type: 'none', value: '0', bearer: 'merchant' },
  gateway: {
    adapter: 'signed-http',
    url: 'https://psp.example.com',
    accountId: 'nova-1',
    secret: 'psp-secret-0123456789',
  },
};

describe.each(DRIVERS)('operator payment channels on %s', (driver) => {
  let t: TestApp;
  let finance: string;
  const call = <T>(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    body?: unknown,
    as = finance,
    headers: Record<string, string> = {},
  ) => adminCall<Answer<T>>(t.app, as, method, url, body, headers);

  beforeAll(async () => {
    t = await createTestApp(driver);
    finance = (await operatorSession(t.app, 'finance')).token;
  });
  afterAll(() => t.close());

  it('adds a channel in the site currency that members then see, audited', async () => {
    const created = await call<AdminChannel>('POST', ADMIN_PATHS.cashierChannels, EWALLET);
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      currency: 'USD',
      min: '15.00',
      max: '1500.50',
      presets: ['20.00', '50.00', '100.00'],
      enabled: true,
    });
    const member = (await loginAs(t.app, 'player01', 'Play1234')).token;
    const seen = await getJson<Answer<CashierChannels>>(t.app, `${API_PATHS.cashierChannels}?direction=deposit`, {
      authorization: `Bearer ${member}`,
    });
    expect(seen.body.value.channels.map((c) => c.id)).toContain(created.body.value.id);
    const logged = await t.db.handle.db.select().from(auditLog).where(eq(auditLog.action, 'paymentChannel.create'));
    expect(logged.length).toBeGreaterThan(0);
  });

  it('never answers a gateway secret, and keeps it when a change does not send it', async () => {
    const created = await call<AdminChannel>('POST', ADMIN_PATHS.cashierChannels, GATEWAY);
    expect(created.body.value.gateway).toEqual({
      adapter: 'signed-http',
      method: 'redirect',
      url: 'https://psp.example.com',
      accountId: 'nova-1',
      secretSet: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('psp-secret');
    const id = created.body.value.id;
    const changed = await call<AdminChannel>('PATCH', `${ADMIN_PATHS.cashierChannels}/${id}`, {
      gateway: { adapter: 'signed-http', url: 'https://psp2.example.com', accountId: 'nova-1' },
      enabled: false,
    });
    expect(changed.body.value).toMatchObject({
      enabled: false,
      gateway: { url: 'https://psp2.example.com', secretSet: true },
    });
    const [row] = await t.db.handle.db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
    expect(row!.gateway?.secret).toBe('psp-secret-0123456789');
    // The kind never changes: pending orders must still find their gateway.
    const rekinded = await call<AdminChannel>('PATCH', `${ADMIN_PATHS.cashierChannels}/${id}`, {
      kind: 'bank',
      sort: 3,
    });
    expect(rekinded.body.value).toMatchObject({ kind: 'gateway', sort: 3 });
    expect((await call('PATCH', `${ADMIN_PATHS.cashierChannels}/${id}`, { kind: 'bank' })).status).toBe(400);
    const list = await call<{ channels: AdminChannel[] }>('GET', `${ADMIN_PATHS.cashierChannels}?direction=deposit`);
    expect(JSON.stringify(list.body)).not.toContain('psp-secret');
    const audit = await t.db.handle.db.select().from(auditLog).where(eq(auditLog.targetType, 'paymentChannel'));
    expect(JSON.stringify(audit)).not.toContain('psp-secret');
  });

  it('refuses channels that do not hold together, writing nothing', async () => {
    const before = (await t.db.handle.db.select().from(paymentChannels)).length;
    const refused = async (body: unknown, field: string) => {
      const answer = await call('POST', ADMIN_PATHS.cashierChannels, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 'request.invalid']);
      expect(answer.body.field, JSON.stringify(body)).toBe(field);
    };
    await refused({ ...EWALLET, min: '100', max: '50' }, 'max');
    await refused({ ...EWALLET, presets: ['5'] }, 'presets');
    await refused({ ...EWALLET, min: '-5' }, 'min');
    await refused({ ...EWALLET, min: 15 }, 'min');
    await refused({ ...EWALLET, receivingAccount: null }, 'receivingAccount');
    await refused({ ...EWALLET, fee: { type: 'percent', value: '101', bearer: 'member' } }, 'fee');
    await refused({ ...GATEWAY, gateway: null }, 'gateway');
    await refused({ ...GATEWAY, gateway: { adapter: 'signed-http', url: 'https://psp.example.com' } }, 'gateway');
    await refused({ ...EWALLET, hours: { days: [1], from: '25:00', to: '10:00' } }, 'hours');
    expect((await t.db.handle.db.select().from(paymentChannels)).length).toBe(before);
    const reefIdr = await call(
      'POST',
      ADMIN_PATHS.cashierChannels,
      { ...EWALLET, min: '15000.5', max: '20000' },
      await reefAdmin(),
      {
        merchant: 'GOLDREEF',
      },
    );
    expect(reefIdr.body).toMatchObject({ code: 'request.invalid', field: 'min' });
  });

  async function reefAdmin() {
    return (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
  }

  it('refuses editors and reviewers, and another merchant’s channel is not found', async () => {
    for (const role of ['editor', 'reviewer'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      expect((await call('GET', ADMIN_PATHS.cashierChannels, undefined, token)).status).toBe(403);
      expect((await call('POST', ADMIN_PATHS.cashierChannels, EWALLET, token)).status).toBe(403);
    }
    const [nova] = await t.db.handle.db
      .select()
      .from(paymentChannels)
      .where(eq(paymentChannels.merchantCode, 'LUCKYNOVA'));
    const patch = await call(
      'PATCH',
      `${ADMIN_PATHS.cashierChannels}/${nova!.id}`,
      { enabled: false },
      await reefAdmin(),
      {
        merchant: 'GOLDREEF',
      },
    );
    expect(patch.status).toBe(404);
    const [after] = await t.db.handle.db.select().from(paymentChannels).where(eq(paymentChannels.id, nova!.id));
    expect(after!.enabled).toBe(true);
  });
});
