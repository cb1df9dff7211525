import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable token (256 bits, URL-safe). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `length` digits, uniformly drawn. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}

/**
 * SHA-256 of a high-entropy secret (session tokens, reset links). Enough for random tokens: there is
 * nothing to brute-force. Low-entropy secrets (SMS codes, captcha answers) are keyed with a pepper too.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compare two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
