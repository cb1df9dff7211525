import { describe, expect, it } from 'vitest';
import { createStore, type NewPayment } from './payments';

const BASE = 'http://127.0.0.1:3026';
const input = (reference: string): NewPayment => ({
  reference,
  amount: '10.00',
  currency: 'USD',
  method: 'redirect',
  callbackUrl: 'http://127.0.0.1:9/cb',
  returnUrl: 'http://127.0.0.1:3000/',
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
});

describe('the payment store keeps memory bounded', () => {
  it('makes room by dropping the oldest settled payment first, then the oldest of all', () => {
    const store = createStore({ capacity: 3 });
    const a = store.create('M', input('a'), BASE).payment;
    const b = store.create('M', input('b'), BASE).payment;
    store.create('M', input('c'), BASE);
    store.finish(b, 'paid');
    store.create('M', input('d'), BASE);
    expect(store.size).toBe(3);
    expect(store.get(b.paymentId)).toBeUndefined();
    expect(store.byReference('b', 'M')).toBeUndefined();
    store.create('M', input('e'), BASE);
    expect(store.get(a.paymentId)).toBeUndefined();
    expect(store.list().map((p) => p.reference)).toEqual(['e', 'd', 'c']);
  });

  it('forgets settled payments after keepSettledMs, never pending ones', () => {
    const store = createStore({ keepSettledMs: 1000 });
    const settled = store.create('M', input('s'), BASE).payment;
    const pending = store.create('M', input('p'), BASE).payment;
    const settledAt = Date.now();
    store.finish(settled, 'failed', settledAt);
    store.prune(settledAt + 999);
    expect(store.size).toBe(2);
    store.prune(settledAt + 1000);
    expect(store.get(settled.paymentId)).toBeUndefined();
    expect(store.get(pending.paymentId)).toBe(pending);
  });

  it('never leaves a final state', () => {
    const store = createStore();
    const payment = store.create('M', input('f'), BASE).payment;
    expect(store.finish(payment, 'paid')).toBe(true);
    expect(store.finish(payment, 'expired')).toBe(false);
    expect(payment.status).toBe('paid');
  });
});
