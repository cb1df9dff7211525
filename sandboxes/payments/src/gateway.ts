import { createNotifier, type SendOptions } from './callbacks';
import { createStore, type Payment, type Settlement, type StoreOptions } from './payments';

export interface GatewayOptions extends StoreOptions {
  sandboxKey: string;
  log: (line: string) => void;
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

/** The payment as the signed API answers it (what a merchant may see: no callback URLs, no history). */
export function publicView(payment: Payment) {
  const { paymentId, reference, amount, currency, status, paidAt, updatedAt } = payment;
  return { paymentId, reference, amount, currency, status, paidAt, updatedAt };
}

/** The sandbox's behaviour behind the HTTP routes: payments, their settling and expiry, and callbacks. */
export function createGateway({ sandboxKey, log, retryDelaysMs, timeoutMs, ...storeOptions }: GatewayOptions) {
  const store = createStore(storeOptions);
  const notifier = createNotifier({ store, sandboxKey, log, retryDelaysMs, timeoutMs });

  /** Expires the payment first if its time is up, so every read sees the truth without waiting for a sweep. */
  function current(payment: Payment | undefined, nowMs = Date.now()): Payment | undefined {
    if (
      payment?.status === 'pending' &&
      Date.parse(payment.expiresAt) <= nowMs &&
      store.finish(payment, 'expired', nowMs)
    ) {
      notifier.send(payment);
    }
    return payment;
  }

  return {
    store,
    create: store.create,
    get: (paymentId: string) => current(store.get(paymentId)),
    byReference: (reference: string, accountId?: string) => current(store.byReference(reference, accountId)),
    /** Settles a pending payment and sends its callback; false when it was no longer pending. */
    settle(payment: Payment, status: Settlement, options: SendOptions = {}): boolean {
      if (!store.finish(current(payment)!, status)) return false;
      log(`payment ${payment.reference} ${status}`);
      notifier.send(payment, options);
      return true;
    },
    resend: (payment: Payment, options: SendOptions = {}) => notifier.send(current(payment)!, options),
    /** Expires what is overdue and forgets what settled long ago (run every few seconds). */
    sweep(nowMs = Date.now()) {
      store.overdue(nowMs).forEach((payment) => current(payment, nowMs));
      store.prune(nowMs);
    },
    waiting: () => notifier.waiting(),
    close: () => notifier.close(),
  };
}
export type Gateway = ReturnType<typeof createGateway>;
