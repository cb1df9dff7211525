import type { Payment, PaymentStatus, Store } from './payments';
import { accountSecret, signedHeaders } from './signature';

/** Waits before the 2nd, 3rd, 4th and 5th try of a callback the receiver did not take (protocol: 1 s … 2 min). */
export const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];
/** A receiver that has not answered by then counts as a failed try. */
export const ANSWER_TIMEOUT_MS = 10_000;

export interface SendOptions {
  /** How many independent copies to send at once, each with its own retries. */
  copies?: number;
  /** Wait this long before sending (a late callback). */
  delayMs?: number;
  /** First a stale "pending" callback dated at the payment's creation, then the real one(s). */
  staleFirst?: boolean;
}

export interface NotifierOptions {
  store: Store;
  sandboxKey: string;
  log: (line: string) => void;
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

/** The callback body: the payment as it stands (or, for a stale copy, as it stood when it was made). */
function callbackBody(payment: Payment, stale: boolean, nowMs: number) {
  const { paymentId, reference, amount, currency } = payment;
  return {
    event: 'payment.updated',
    paymentId,
    reference,
    amount,
    currency,
    status: stale ? 'pending' : payment.status,
    paidAt: stale ? null : payment.paidAt,
    sentAt: stale ? payment.createdAt : new Date(nowMs).toISOString(),
  };
}

/** Sends signed callbacks to a payment's callbackUrl with retries, recording every try on the payment. */
export function createNotifier({ store, sandboxKey, log, ...options }: NotifierOptions) {
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? ANSWER_TIMEOUT_MS;
  const timers = new Set<NodeJS.Timeout>();
  const closing = new AbortController();

  /** Runs no sooner than ms from now: a timer may fire early against the wall clock (libuv measures from the
   * loop's cached time), and a "late" callback promised after delayMs must not arrive before it. */
  function later(ms: number, run: () => void) {
    const due = Date.now() + ms;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const left = due - Date.now();
      if (left > 0) later(left, run);
      else run();
    }, ms);
    timers.add(timer);
  }

  /** One try; true when the receiver answered 2xx. */
  async function post(payment: Payment, copy: number, attempt: number, stale: boolean): Promise<boolean> {
    const nowMs = Date.now();
    const body = callbackBody(payment, stale, nowMs);
    const raw = JSON.stringify(body);
    const secret = accountSecret(sandboxKey, payment.accountId);
    let answer: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(payment.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(payment.accountId, secret, raw, nowMs) },
        body: raw,
        redirect: 'manual',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
      });
      answer = response.status;
      await response.body?.cancel();
    } catch (failure) {
      error = failure instanceof Error && failure.name === 'TimeoutError' ? 'no answer in time' : 'unreachable';
    }
    store.record(payment, {
      copy,
      attempt,
      status: body.status as PaymentStatus,
      stale,
      sentAt: body.sentAt,
      answer,
      error,
    });
    log(`callback ${payment.reference} ${body.status}${stale ? ' (stale)' : ''} try ${attempt}: ${answer ?? error}`);
    return answer !== null && answer >= 200 && answer < 300;
  }

  /** Tries until taken or out of retries; each retry carries the payment's state at that moment. */
  function deliver(payment: Payment, copy: number, attempt = 1) {
    void post(payment, copy, attempt, false).then((taken) => {
      const wait = retryDelays[attempt - 1];
      if (!taken && wait !== undefined && !closing.signal.aborted)
        later(wait, () => deliver(payment, copy, attempt + 1));
    });
  }

  return {
    send(payment: Payment, { copies = 1, delayMs = 0, staleFirst = false }: SendOptions = {}) {
      const real = () => {
        for (let copy = 1; copy <= copies; copy++) deliver(payment, copy);
      };
      // The stale copy goes at once and the real ones after delayMs: the receiver hears "pending" about a
      // payment that is already final, as when a gateway's queue reorders its messages.
      if (staleFirst) void post(payment, 0, 1, true).then(() => later(delayMs, real));
      else later(delayMs, real);
    },
    /** Callbacks waiting for their time (a delay or a retry). */
    waiting: () => timers.size,
    /** Stops every timer and aborts callbacks in flight (the server is closing). */
    close() {
      closing.abort();
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
