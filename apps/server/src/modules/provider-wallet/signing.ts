import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_SIGNATURE_WINDOW_SECONDS } from '@lobby/contract/provider-wallet';

/** hex HMAC-SHA256(secret, "<timestamp>.<raw body>"): protocol seamless-wallet v1, both directions. */
export function providerSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The three headers of a signed request. */
export function providerHeaders(operatorId: string, secret: string, rawBody: string, now = new Date()) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'x-operator': operatorId,
    'x-timestamp': timestamp,
    'x-signature': providerSignature(secret, timestamp, rawBody),
  };
}

/** A sandbox connection's secret: hex HMAC-SHA256(key = PROVIDERS_SANDBOX_KEY, "<operatorId>:<providerCode>"). */
export function sandboxProviderSecret(sandboxKey: string, operatorId: string, providerCode: string): string {
  return createHmac('sha256', sandboxKey).update(`${operatorId}:${providerCode}`).digest('hex');
}

type Headers = Record<string, string | string[] | undefined>;

export function headerOf(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether a request is signed with this secret over these exact bytes, within the time window. The
 * signature is compared in constant time; the shape checks before it reveal nothing of the secret.
 */
export function validSignature(headers: Headers, rawBody: string, secret: string, now = new Date()): boolean {
  const timestamp = headerOf(headers, 'x-timestamp') ?? '';
  const given = headerOf(headers, 'x-signature') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const wanted = Buffer.from(providerSignature(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(wanted, Buffer.from(given.toLowerCase(), 'hex'))) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= PROVIDER_SIGNATURE_WINDOW_SECONDS;
}
