import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's X-Timestamp may be from our clock, either way. */
export const TIMESTAMP_WINDOW_SECONDS = 300;

const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const hmacHex = (key: string, message: string) => createHmac('sha256', key).update(message, 'utf8').digest('hex');

/** A merchant's secret at the sandbox: hex HMAC-SHA256(key = the sandbox key, message = accountId). */
export const accountSecret = (sandboxKey: string, accountId: string) => hmacHex(sandboxKey, accountId);

/** X-Signature: hex HMAC-SHA256(secret, "<timestamp>.<raw body>"), the raw body being '' for a GET. */
export const sign = (secret: string, timestamp: number | string, rawBody: string) =>
  hmacHex(secret, `${timestamp}.${rawBody}`);

/** The three headers that sign a request or a callback. */
export function signedHeaders(accountId: string, secret: string, rawBody: string, nowMs = Date.now()) {
  const timestamp = Math.floor(nowMs / 1000);
  return { 'x-account': accountId, 'x-timestamp': String(timestamp), 'x-signature': sign(secret, timestamp, rawBody) };
}

export type Verdict = { ok: true; accountId: string } | { ok: false; reason: string };

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Checks a signed request: the account's form, the timestamp window, then the signature in constant time. */
export function verify(
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  sandboxKey: string,
  nowMs = Date.now(),
): Verdict {
  const accountId = header(headers, 'x-account');
  const timestamp = header(headers, 'x-timestamp');
  const signature = header(headers, 'x-signature');
  if (!accountId || !ACCOUNT_PATTERN.test(accountId)) return { ok: false, reason: 'X-Account is missing or malformed' };
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'X-Timestamp is missing or malformed' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TIMESTAMP_WINDOW_SECONDS) {
    return { ok: false, reason: `X-Timestamp is more than ${TIMESTAMP_WINDOW_SECONDS} s from the gateway's clock` };
  }
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature))
    return { ok: false, reason: 'X-Signature is missing or malformed' };
  const expected = Buffer.from(sign(accountSecret(sandboxKey, accountId), timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'X-Signature does not match' };
  return { ok: true, accountId };
}
