import { API_PATHS, type Failure } from '@lobby/contract/core';
import type { PayoutAccount, PayoutAccounts } from '@lobby/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, memberCall, PAY_PASSWORD, setCashier, type CashierMember } from '../../test/cashier';

type Ok<T> = { success: true; value: T };
const PATH = API_PATHS.payoutAccounts;

const account = (over: Record<string, unknown> = {}) => ({
  kind: 'bank',
  providerName: 'Chase',
  accountNumber: '1234 5678 9012',
  holderName: 'Ana Lee',
  paymentPassword: PAY_PASSWORD,
  ...over,
});

describe.each(DRIVERS)('payout accounts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await setCashier(t, 'LUCKYNOVA', { payoutAccountsMax: 2 });
  });
  afterAll(() => t.close());

  const add = (member: CashierMember, over: Record<string, unknown> = {}) =>
    memberCall<Ok<PayoutAccount> & Omit<Failure, 'success'>>(t, member, 'POST', PATH, account(over));
  const list = async (member: CashierMember) =>
    (await memberCall<Ok<PayoutAccounts>>(t, member, 'GET', PATH)).body.value;

  it('adds an account with the payment password and lists it masked but the last 4', async () => {
    const member = await cashierMember(t, { payeeName: 'Ana Lee' });
    const added = await add(member, { holderName: '  ana   LEE ' });
    expect(added.status).toBe(200);
    expect(added.body.value).toMatchObject({ kind: 'bank', providerName: 'Chase', accountNumber: '••••••••9012' });
    const mine = await list(member);
    expect(mine).toMatchObject({ max: 2, requiredHolderName: 'Ana Lee', list: [{ accountNumber: '••••••••9012' }] });
  });

  it('refuses a wrong or missing payment password, and writes nothing', async () => {
    const member = await cashierMember(t, { payeeName: 'Ana Lee' });
    const wrong = await add(member, { paymentPassword: 'nope' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'paymentPassword.incorrect' } });
    const none = await cashierMember(t, { payeeName: 'Ana Lee', paymentPassword: null });
    expect((await add(none)).body.code).toBe('paymentPassword.not.set');
    expect((await list(member)).list).toHaveLength(0);
  });

  it("holds the holder to the member's payee name; without one, the first account sets it", async () => {
    const named = await cashierMember(t, { payeeName: 'Ana Lee' });
    const other = await add(named, { holderName: 'Bob Ray' });
    expect(other).toMatchObject({ status: 400, body: { code: 'payoutAccount.holder.mismatch', field: 'holderName' } });

    const unnamed = await cashierMember(t);
    expect((await list(unnamed)).requiredHolderName).toBeNull();
    expect((await add(unnamed, { holderName: 'Cara  Diaz' })).status).toBe(200);
    expect((await list(unnamed)).requiredHolderName).toBe('Cara Diaz');
    expect((await add(unnamed, { accountNumber: '99887766', holderName: 'Dan Cole' })).body.code).toBe(
      'payoutAccount.holder.mismatch',
    );
  });

  it('takes any holder when the merchant does not require the payee name', async () => {
    await setCashier(t, 'GOLDREEF', { payeeNameMustMatch: false });
    const member = await cashierMember(t, { merchantCode: 'GOLDREEF', payeeName: 'Ana Lee' });
    expect((await add(member, { holderName: 'Somebody Else', providerName: 'BCA' })).status).toBe(200);
    expect((await list(member)).requiredHolderName).toBeNull();
  });

  it('keeps to the most allowed, even when adds arrive at once, and refuses the same account twice', async () => {
    const member = await cashierMember(t, { payeeName: 'Ana Lee' });
    expect((await add(member)).status).toBe(200);
    expect((await add(member)).body.code).toBe('payoutAccount.duplicate');
    // The same account however it is typed: case and spacing of the provider, number and holder do not matter.
    for (const same of [
      { providerName: 'CHASE', accountNumber: '123456789012' },
      { providerName: 'chase ', accountNumber: '1234-5678-9012', holderName: 'ANA  lee' },
    ]) {
      expect((await add(member, same)).body.code, JSON.stringify(same)).toBe('payoutAccount.duplicate');
    }
    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        add(member, { kind: 'ewallet', providerName: 'PayPal', accountNumber: `55500${i}11` }),
      ),
    );
    expect(parallel.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(parallel.filter((answer) => answer.body.code === 'payoutAccount.limit')).toHaveLength(5);
    expect((await list(member)).list).toHaveLength(2);
  });

  it("removes one's own account; another member's id is not found", async () => {
    const owner = await cashierMember(t, { payeeName: 'Ana Lee' });
    const stranger = await cashierMember(t, { payeeName: 'Ana Lee' });
    const added = await add(owner);
    const id = added.body.value.id;
    const foreign = await memberCall<Failure>(t, stranger, 'DELETE', `${PATH}/${id}`);
    expect(foreign).toMatchObject({ status: 404, body: { code: 'payoutAccount.not.found' } });
    expect((await list(owner)).list).toHaveLength(1);
    expect((await memberCall(t, owner, 'DELETE', `${PATH}/${id}`)).status).toBe(200);
    expect((await memberCall<Failure>(t, owner, 'DELETE', `${PATH}/${id}`)).status).toBe(404);
    expect((await list(owner)).list).toHaveLength(0);
    // Removed, it no longer counts: the same account can be added again.
    expect((await add(owner)).status).toBe(200);
  });

  it('refuses bad input with request.invalid', async () => {
    const member = await cashierMember(t, { payeeName: 'Ana Lee' });
    for (const bad of [
      { accountNumber: '12-34' },
      { accountNumber: '1234<script>' },
      { kind: 'crypto' },
      { holderName: '' },
      { providerName: 'x'.repeat(61) },
    ]) {
      const answer = await add(member, bad);
      expect(answer, JSON.stringify(bad)).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
    }
    expect((await memberCall(t, member, 'DELETE', `${PATH}/abc`)).status).toBe(400);
    expect((await list(member)).list).toHaveLength(0);
  });
});
