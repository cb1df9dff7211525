import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createGateway } from './gateway';
import { createHttpServer } from './http';
import { accountSecret, verify } from './signature';
import { startReceiver } from './test-helpers';

const KEY = 'callback-test-key';
// Retries in milliseconds instead of 1 s … 2 min, so a test sees the whole schedule.
const gateway = createGateway({ sandboxKey: KEY, log: () => {}, retryDelaysMs: [10, 20, 30, 40] });
const http = createHttpServer(gateway, { sandboxKey: KEY });
const receivers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});
afterAll(async () => {
  gateway.close();
  await http.close();
});

let sequence = 0;
async function receiverAndPayment(answers: number[] = []) {
  const receiver = await startReceiver(answers);
  receivers.push(receiver);
  const { payment } = gateway.create(
    'LUCKYNOVA',
    {
      reference: `D-${++sequence}`,
      amount: '25.00',
      currency: 'USD',
      method: 'redirect',
      callbackUrl: receiver.url,
      returnUrl: 'http://127.0.0.1:3000/m/voucherCenter',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    },
    'http://127.0.0.1:3026',
  );
  return { receiver, payment };
}

const control = (paymentId: string, action: 'settle' | 'resend', body: object) =>
  http.inject({ method: 'POST', url: `/sandbox/payments/${paymentId}/${action}`, payload: body });

describe('callbacks', () => {
  it('sends a callback signed with the merchant secret, with the settled state', async () => {
    const { receiver, payment } = await receiverAndPayment();
    expect((await control(payment.paymentId, 'settle', { status: 'paid' })).statusCode).toBe(202);
    await receiver.until(1);
    const [callback] = receiver.received;
    expect(verify(callback!.headers, callback!.raw, KEY)).toEqual({ ok: true, accountId: 'LUCKYNOVA' });
    // The signature is the merchant's secret over "<timestamp>.<raw body>": another key does not verify.
    expect(verify(callback!.headers, callback!.raw, 'other-key').ok).toBe(false);
    expect(accountSecret(KEY, 'LUCKYNOVA')).toHaveLength(64);
    expect(callback!.body).toEqual({
      event: 'payment.updated',
      paymentId: payment.paymentId,
      reference: payment.reference,
      amount: '25.00',
      currency: 'USD',
      status: 'paid',
      paidAt: payment.paidAt,
      sentAt: expect.any(String),
    });
    expect(payment.paidAt).not.toBeNull();
  });

  it('retries a callback answered with 500 until it is taken, and records every answer', async () => {
    const { receiver, payment } = await receiverAndPayment([500, 503]);
    await control(payment.paymentId, 'settle', { status: 'failed' });
    await receiver.until(3);
    expect(receiver.received.map((r) => r.body.status)).toEqual(['failed', 'failed', 'failed']);
    // The sandbox records an answer once it has read it, a moment after the receiver sent it.
    await expect.poll(() => payment.callbacks.length).toBe(3);
    const listed = await http.inject({ method: 'GET', url: `/sandbox/payments?reference=${payment.reference}` });
    expect(listed.json().callbacks.map((c: { attempt: number; answer: number }) => [c.attempt, c.answer])).toEqual([
      [1, 500],
      [2, 503],
      [3, 200],
    ]);
  });

  it('gives up after the fifth try', async () => {
    const { receiver, payment } = await receiverAndPayment([500, 500, 500, 500, 500, 500]);
    await control(payment.paymentId, 'settle', { status: 'paid' });
    await receiver.until(5);
    await expect.poll(() => payment.callbacks.length).toBe(5);
    expect(payment.callbacks.map((c) => c.attempt)).toEqual([1, 2, 3, 4, 5]);
    // Nothing is left waiting to retry.
    expect(gateway.waiting()).toBe(0);
  });

  it('sends copies, late when asked', async () => {
    const { receiver, payment } = await receiverAndPayment();
    await control(payment.paymentId, 'settle', { status: 'paid', copies: 3, delayMs: 150 });
    await receiver.until(3);
    expect(receiver.received.map((r) => r.body.status)).toEqual(['paid', 'paid', 'paid']);
    const settledAt = Date.parse(payment.updatedAt);
    for (const { body } of receiver.received)
      expect(Date.parse(body.sentAt as string) - settledAt).toBeGreaterThanOrEqual(150);
  });

  it('sends a stale "pending" first when asked, dated before the real one', async () => {
    const { receiver, payment } = await receiverAndPayment();
    // A settle comes a moment after the payment is made; in the same millisecond the two dates could not differ.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await control(payment.paymentId, 'settle', { status: 'paid', staleFirst: true });
    await receiver.until(2);
    const [stale, real] = receiver.received.map((r) => r.body);
    expect(stale).toMatchObject({ status: 'pending', paidAt: null, sentAt: payment.createdAt });
    expect(real).toMatchObject({ status: 'paid', paidAt: payment.paidAt });
    expect(Date.parse(stale!.sentAt as string)).toBeLessThan(Date.parse(real!.sentAt as string));
    // Both are signed for real: the receiver cannot tell a stale callback by its signature.
    for (const r of receiver.received) expect(verify(r.headers, r.raw, KEY).ok).toBe(true);
  });

  it('settles only a pending payment, and resends the current state on demand', async () => {
    const { receiver, payment } = await receiverAndPayment();
    await control(payment.paymentId, 'settle', { status: 'cancelled' });
    const again = await control(payment.paymentId, 'settle', { status: 'paid' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'not_pending' });
    expect((await control(payment.paymentId, 'resend', { copies: 2 })).statusCode).toBe(202);
    await receiver.until(3);
    expect(receiver.received.map((r) => r.body.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(payment.status).toBe('cancelled');
  });

  it('refuses bad control input and unknown payments', async () => {
    const { payment } = await receiverAndPayment();
    expect((await control(payment.paymentId, 'settle', { status: 'expired' })).statusCode).toBe(400);
    expect((await control(payment.paymentId, 'settle', { status: 'paid', copies: 11 })).statusCode).toBe(400);
    expect((await control(payment.paymentId, 'settle', { status: 'paid', delayMs: 60_001 })).statusCode).toBe(400);
    expect((await control('pay_nope', 'settle', { status: 'paid' })).statusCode).toBe(404);
    expect((await http.inject({ method: 'GET', url: '/sandbox/payments?reference=none' })).statusCode).toBe(404);
    expect(payment.status).toBe('pending');
  });

  it('expires a payment still pending at expiresAt and tells the merchant', async () => {
    const { receiver, payment } = await receiverAndPayment();
    gateway.sweep(Date.parse(payment.expiresAt) - 1);
    expect(payment.status).toBe('pending');
    gateway.sweep(Date.parse(payment.expiresAt));
    expect(payment.status).toBe('expired');
    await receiver.until(1);
    expect(receiver.received[0]!.body).toMatchObject({ status: 'expired', paidAt: null });
    expect((await control(payment.paymentId, 'settle', { status: 'paid' })).statusCode).toBe(409);
  });
});
