import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's X-Timestamp may be from our clock, either way (protocol: 300 s). */
export const TIMESTAMP_WINDOW_SECONDS = 300;

const OPERATOR_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const hmacHex = (key: string, message: string) => createHmac('sha256', key).update(message, 'utf8').digest('hex');

/** A connection's secret at the sandbox: hex HMAC-SHA256(key = the sandbox key, "<operatorId>:<providerCode>"). */
export const connectionSecret = (sandboxKey: string, operatorId: string, providerCode: string) =>
  hmacHex(sandboxKey, `${operatorId}:${providerCode}`);

/** X-Signature: hex HMAC-SHA256(secret, "<timestamp>.<raw body>"). */
export const sign = (secret: string, timestamp: number | string, rawBody: string) =>
  hmacHex(secret, `${timestamp}.${rawBody}`);

/** The three headers that sign a request, either way. */
export function signedHeaders(operatorId: string, secret: string, rawBody: string, nowMs = Date.now()) {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'x-operator': operatorId,
    'x-timestamp': String(timestamp),
    'x-signature': sign(secret, timestamp, rawBody),
  };
}

export type Verdict = { ok: true; operatorId: string } | { ok: false; reason: string };

type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Checks a request signed for one provider: the operator's form, the timestamp window, the HMAC in constant time. */
export function verify(
  headers: Headers,
  rawBody: string,
  sandboxKey: string,
  providerCode: string,
  nowMs = Date.now(),
): Verdict {
  const operatorId = header(headers, 'x-operator');
  const timestamp = header(headers, 'x-timestamp');
  const signature = header(headers, 'x-signature');
  if (!operatorId || !OPERATOR_PATTERN.test(operatorId))
    return { ok: false, reason: 'X-Operator is missing or malformed' };
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'X-Timestamp is missing or malformed' };
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TIMESTAMP_WINDOW_SECONDS)
    return { ok: false, reason: `X-Timestamp is more than ${TIMESTAMP_WINDOW_SECONDS} s away` };
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature))
    return { ok: false, reason: 'X-Signature is missing or malformed' };
  const expected = Buffer.from(sign(connectionSecret(sandboxKey, operatorId, providerCode), timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'X-Signature does not match' };
  return { ok: true, operatorId };
}
