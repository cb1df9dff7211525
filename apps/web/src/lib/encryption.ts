import type { PublicKey } from '@lobby/contract/auth';
import { JWE_ALG, JWE_ENC } from '@lobby/contract/core';

/**
 * Encrypt a JSON payload for the server's public key as a compact JWE (RSA-OAEP-256 + A256GCM).
 * jose loads on first use, in its own chunk: only login, register and phone reset need it.
 */
export async function encryptPayload(publicKey: PublicKey, payload: unknown): Promise<string> {
  const { CompactEncrypt, importJWK } = await import('jose');
  const key = await importJWK(publicKey.jwk, JWE_ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: JWE_ALG, enc: JWE_ENC, kid: publicKey.kid })
    .encrypt(key);
}
