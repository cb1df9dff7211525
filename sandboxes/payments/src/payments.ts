import { randomBytes } from 'node:crypto';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
export type Settlement = 'paid' | 'failed' | 'cancelled';

export interface NewPayment {
  reference: string;
  amount: string;
  currency: string;
  method: 'redirect' | 'qr';
  callbackUrl: string;
  returnUrl: string;
  expiresAt: string;
  description?: string | undefined;
}

/** One try at delivering a callback, as GET /sandbox/payments shows it. */
export interface CallbackRecord {
  copy: number;
  attempt: number;
  status: PaymentStatus;
  /** A deliberately stale "pending" sent before the real one (staleFirst). */
  stale: boolean;
  sentAt: string;
  /** The receiver's HTTP status, or null when it did not answer (see error). */
  answer: number | null;
  error: string | null;
}

export interface Payment extends Omit<NewPayment, 'description'> {
  paymentId: string;
  accountId: string;
  /** The payer page's address, fixed when the payment is made. */
  payUrl: string;
  /** The page a wallet app opens when it scans a qr payment's code (the QR holds this address). */
  scanUrl: string;
  description: string | null;
  status: PaymentStatus;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
  callbacks: CallbackRecord[];
}

export interface StoreOptions {
  /** The most payments kept; past it the oldest settled one goes first, then the oldest of all. */
  capacity?: number;
  /** How long a payment stays once it reached a final state. */
  keepSettledMs?: number;
}

const CALLBACK_RECORDS_KEPT = 100;
const refKey = (accountId: string, reference: string) => `${accountId}\n${reference}`;

/** Payments in memory, by id and by (account, reference); nothing survives a restart, as suits a sandbox. */
export function createStore({ capacity = 2000, keepSettledMs = 60 * 60_000 }: StoreOptions = {}) {
  // A Map keeps insertion order: its first entries are the oldest payments.
  const byId = new Map<string, Payment>();
  const byReference = new Map<string, string>();

  function drop(payment: Payment) {
    byId.delete(payment.paymentId);
    byReference.delete(refKey(payment.accountId, payment.reference));
  }

  function makeRoom() {
    while (byId.size >= capacity) {
      const oldest = [...byId.values()];
      drop(oldest.find((payment) => payment.status !== 'pending') ?? oldest[0]!);
    }
  }

  return {
    /**
     * The account's payment for this reference, made now unless one exists (then `created` is false);
     * `baseUrl` is where browsers reach this sandbox.
     */
    create(
      accountId: string,
      input: NewPayment,
      baseUrl: string,
      nowMs = Date.now(),
    ): { payment: Payment; created: boolean } {
      const existing = byReference.get(refKey(accountId, input.reference));
      if (existing) return { payment: byId.get(existing)!, created: false };
      makeRoom();
      const now = new Date(nowMs).toISOString();
      const paymentId = `pay_${randomBytes(16).toString('base64url')}`;
      const payment: Payment = {
        ...input,
        description: input.description ?? null,
        paymentId,
        accountId,
        payUrl: `${baseUrl}/pay/${paymentId}`,
        scanUrl: `${baseUrl}/scan/${paymentId}`,
        status: 'pending',
        paidAt: null,
        createdAt: now,
        updatedAt: now,
        callbacks: [],
      };
      byId.set(payment.paymentId, payment);
      byReference.set(refKey(accountId, input.reference), payment.paymentId);
      return { payment, created: true };
    },
    get: (paymentId: string) => byId.get(paymentId),
    byReference(reference: string, accountId?: string): Payment | undefined {
      if (accountId) return byId.get(byReference.get(refKey(accountId, reference)) ?? '');
      return [...byId.values()].reverse().find((payment) => payment.reference === reference);
    },
    /** Newest first. */
    list: (limit = 50) => [...byId.values()].reverse().slice(0, limit),
    /** Moves a pending payment to a final state; false when it was not pending (a final state is final). */
    finish(payment: Payment, status: Exclude<PaymentStatus, 'pending'>, nowMs = Date.now()): boolean {
      if (payment.status !== 'pending') return false;
      const now = new Date(nowMs).toISOString();
      payment.status = status;
      payment.updatedAt = now;
      if (status === 'paid') payment.paidAt = now;
      return true;
    },
    record(payment: Payment, entry: CallbackRecord) {
      payment.callbacks.push(entry);
      if (payment.callbacks.length > CALLBACK_RECORDS_KEPT) payment.callbacks.shift();
    },
    /** Pending payments whose expiresAt has passed. */
    overdue: (nowMs = Date.now()) =>
      [...byId.values()].filter((p) => p.status === 'pending' && Date.parse(p.expiresAt) <= nowMs),
    /** Forgets payments settled longer ago than keepSettledMs. */
    prune(nowMs = Date.now()) {
      for (const payment of [...byId.values()]) {
        if (payment.status !== 'pending' && Date.parse(payment.updatedAt) + keepSettledMs <= nowMs) drop(payment);
      }
    },
    get size() {
      return byId.size;
    },
  };
}
export type Store = ReturnType<typeof createStore>;
