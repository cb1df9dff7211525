import { createHmac, timingSafeEqual } from 'node:crypto';

/** Protocol signed-http v1: how far a request's timestamp may be from our clock. */
export const TIMESTAMP_WINDOW_SECONDS = 300;

/** hex HMAC-SHA256(secret, "<timestamp>.<raw body>"). */
export function signature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The three headers of a signed request or callback. */
export function signedHeaders(accountId: string, secret: string, rawBody: string, now = new Date()) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { 'x-account': accountId, 'x-timestamp': timestamp, 'x-signature': signature(secret, timestamp, rawBody) };
}

/** The sandbox's secret for an account: hex HMAC-SHA256(key = PAYMENTS_SANDBOX_KEY, accountId). */
export function sandboxSecret(sandboxKey: string, accountId: string): string {
  return createHmac('sha256', sandboxKey).update(accountId).digest('hex');
}

export type SignatureProblem = 'signature' | 'stale';

/**
 * Check a signed body: the account named, a timestamp within the window, and the signature
 * compared in constant time. Undefined when it holds.
 */
export function checkSignature(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  expected: { accountId: string; secret: string },
  now = new Date(),
): SignatureProblem | undefined {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const account = header('x-account');
  const timestamp = header('x-timestamp') ?? '';
  const given = header('x-signature') ?? '';
  if (account !== expected.accountId || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(given)) {
    return 'signature';
  }
  const wanted = Buffer.from(signature(expected.secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(wanted, Buffer.from(given, 'hex'))) return 'signature';
  const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
  return skew > TIMESTAMP_WINDOW_SECONDS ? 'stale' : undefined;
}
