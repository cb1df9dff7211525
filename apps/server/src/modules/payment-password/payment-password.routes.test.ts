import { API_PATHS, type Failure } from '@lobby/contract/core';
import type { PaymentPasswordStatus } from '@lobby/contract/withdrawals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { cashierMember, LOGIN_PASSWORD, memberCall, PAY_PASSWORD, setCashier } from '../../test/cashier';

type Ok<T> = { success: true; value: T };
const PATH = API_PATHS.paymentPassword;

describe.each(DRIVERS)('the payment password on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    await setCashier(t, 'LUCKYNOVA', { paymentPasswordMaxTries: 3, paymentPasswordLockMinutes: 15 });
  });
  afterAll(() => t.close());
  const nova = () => t.app.site.resolveMerchant(undefined, 'LUCKYNOVA');

  it('is set once, with the login password, and then only changed with the old one', async () => {
    const member = await cashierMember(t, { paymentPassword: null });
    const status = await memberCall<Ok<PaymentPasswordStatus>>(t, member, 'GET', PATH);
    expect(status.body.value).toEqual({ isSet: false, lockedUntil: null, triesLeft: 3 });

    const wrongLogin = await memberCall<Failure>(t, member, 'POST', PATH, {
      loginPassword: 'nope',
      paymentPassword: 'Secret123',
    });
    expect(wrongLogin).toMatchObject({ status: 400, body: { code: 'password.incorrect', field: 'loginPassword' } });
    const weak = await memberCall<Failure>(t, member, 'POST', PATH, {
      loginPassword: LOGIN_PASSWORD,
      paymentPassword: 'a',
    });
    expect(weak).toMatchObject({ status: 400, body: { code: 'request.invalid', field: 'paymentPassword' } });
    expect((await memberCall<Ok<PaymentPasswordStatus>>(t, member, 'GET', PATH)).body.value.isSet).toBe(false);

    const set = await memberCall(t, member, 'POST', PATH, {
      loginPassword: LOGIN_PASSWORD,
      paymentPassword: 'Secret123',
    });
    expect(set.status).toBe(200);
    const again = await memberCall<Failure>(t, member, 'POST', PATH, {
      loginPassword: LOGIN_PASSWORD,
      paymentPassword: 'Other1234',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'paymentPassword.already.set' } });

    const same = await memberCall<Failure>(t, member, 'PUT', PATH, {
      oldPaymentPassword: 'Secret123',
      newPaymentPassword: 'Secret123',
    });
    expect(same.body.code).toBe('modify.new.old.same');
    const changed = await memberCall(t, member, 'PUT', PATH, {
      oldPaymentPassword: 'Secret123',
      newPaymentPassword: 'Newer5678',
    });
    expect(changed.status).toBe(200);
    await expect(t.app.paymentPassword.verify(await nova(), member.id, 'Newer5678')).resolves.toBeUndefined();
    await expect(t.app.paymentPassword.verify(await nova(), member.id, 'Secret123')).rejects.toMatchObject({
      code: 'paymentPassword.incorrect',
    });
  });

  it('counts wrong tries, locks at the limit saying until when, and a correct try resets the count', async () => {
    const member = await cashierMember(t);
    const change = (old: string) =>
      memberCall<Failure>(t, member, 'PUT', PATH, { oldPaymentPassword: old, newPaymentPassword: 'Fresh2468' });
    const first = await change('wrong-1');
    expect(first).toMatchObject({ status: 400, body: { code: 'paymentPassword.incorrect', value: { triesLeft: 2 } } });
    // A correct try clears the count: three more wrong ones are needed for the lock.
    await t.app.paymentPassword.verify(await nova(), member.id, PAY_PASSWORD);
    expect((await change('wrong-2')).body.value).toEqual({ triesLeft: 2 });
    expect((await change('wrong-3')).body.value).toEqual({ triesLeft: 1 });
    const locked = await change('wrong-4');
    expect(locked).toMatchObject({ status: 429, body: { code: 'paymentPassword.locked' } });
    const until = Date.parse(locked.body.value?.lockedUntil ?? '');
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // Locked: even the right password is refused, and the status says so.
    expect((await change(PAY_PASSWORD)).body.code).toBe('paymentPassword.locked');
    const status = await memberCall<Ok<PaymentPasswordStatus>>(t, member, 'GET', PATH);
    expect(status.body.value).toMatchObject({ isSet: true, triesLeft: 0 });
    expect(Date.parse(status.body.value.lockedUntil ?? '')).toBe(until);
  });

  it('lets no more than the allowed tries through when many arrive at once, and never locks out right ones', async () => {
    const member = await cashierMember(t);
    const merchant = await nova();
    const right = await Promise.allSettled(
      Array.from({ length: 8 }, () => t.app.paymentPassword.verify(merchant, member.id, PAY_PASSWORD)),
    );
    expect(right.every((answer) => answer.status === 'fulfilled')).toBe(true);
    const answers = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => t.app.paymentPassword.verify(merchant, member.id, `guess-${i}`)),
    );
    const codes = answers.map((answer) => (answer.status === 'rejected' ? (answer.reason as Failure).code : 'ok'));
    expect(codes.filter((code) => code === 'paymentPassword.incorrect')).toHaveLength(2);
    expect(codes.filter((code) => code === 'paymentPassword.locked')).toHaveLength(10);
  });

  it('refuses a check before one is set, a visitor, and a malformed body', async () => {
    const member = await cashierMember(t, { paymentPassword: null });
    await expect(t.app.paymentPassword.verify(await nova(), member.id, 'x')).rejects.toMatchObject({
      code: 'paymentPassword.not.set',
    });
    const visitor = await t.app.inject({ method: 'GET', url: PATH });
    expect(visitor.statusCode).toBe(401);
    const bad = await memberCall<Failure>(t, member, 'PUT', PATH, { oldPaymentPassword: 5 });
    expect(bad).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });
});
