import { createPrivateKey, type KeyObject } from 'node:crypto';
import type { PublicKey } from '@lobby/contract/auth';
import { JWE_ALG, JWE_ENC } from '@lobby/contract/core';
import { compactDecrypt, exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { ApiError } from '../../lib/envelope';
import { randomToken } from '../../lib/secrets';
import type { EncryptionKeysRepository } from './encryption-keys.repository';

interface LoadedKey {
  kid: string;
  publicKey: PublicKey;
  privateKey: KeyObject;
}

const RELOAD_MS = 60_000;

/**
 * The RSA keys of encrypted payloads (login, register, phone reset). Keys live in the database so
 * every instance shares them; the newest is published, older ones decrypt until retired.
 */
export function createEncryptionService(repository: EncryptionKeysRepository) {
  let keys: LoadedKey[] = [];
  let loadedAt = 0;

  async function load(force = false): Promise<LoadedKey[]> {
    if (!force && keys.length > 0 && Date.now() - loadedAt < RELOAD_MS) return keys;
    let rows = await repository.listActive();
    if (rows.length === 0) {
      await rotate();
      rows = await repository.listActive();
    }
    keys = rows.map((row) => ({
      kid: row.kid,
      publicKey: JSON.parse(row.publicJwk) as PublicKey,
      privateKey: createPrivateKey(row.privatePkcs8),
    }));
    loadedAt = Date.now();
    return keys;
  }

  /** Make a new key the published one; the previous keys keep decrypting. */
  async function rotate(): Promise<string> {
    const { publicKey, privateKey } = await generateKeyPair(JWE_ALG, { modulusLength: 2048, extractable: true });
    const kid = `k${Date.now().toString(36)}${randomToken(4)}`;
    const jwk = await exportJWK(publicKey);
    const published: PublicKey = {
      kid,
      alg: JWE_ALG,
      enc: JWE_ENC,
      jwk: { kty: 'RSA', n: String(jwk.n), e: String(jwk.e), kid },
    };
    await repository.insert({ kid, publicJwk: JSON.stringify(published), privatePkcs8: await exportPKCS8(privateKey) });
    loadedAt = 0;
    return kid;
  }

  return {
    rotate,
    /** After a rotation has been out long enough for open pages to fetch the new key: only the newest decrypts. */
    async retireOld(): Promise<number> {
      const [newest] = await load(true);
      if (!newest) return 0;
      const retired = await repository.retireAllBut(newest.kid);
      loadedAt = 0;
      return retired;
    },
    async publicKey(): Promise<PublicKey> {
      const [newest] = await load();
      if (!newest) throw new Error('no encryption key');
      return newest.publicKey;
    },
    /** The JSON a compact JWE carries; a tampered, foreign or malformed one is refused. */
    async decrypt(jwe: string): Promise<unknown> {
      const kid = readKid(jwe);
      let key = (await load()).find((candidate) => candidate.kid === kid);
      if (!key) key = (await load(true)).find((candidate) => candidate.kid === kid);
      if (!key) throw new ApiError('request.encryption.invalid');
      try {
        const { plaintext } = await compactDecrypt(jwe, key.privateKey, {
          keyManagementAlgorithms: [JWE_ALG],
          contentEncryptionAlgorithms: [JWE_ENC],
        });
        return JSON.parse(new TextDecoder().decode(plaintext));
      } catch {
        throw new ApiError('request.encryption.invalid');
      }
    },
  };
}
export type EncryptionService = ReturnType<typeof createEncryptionService>;

function readKid(jwe: string): string {
  try {
    const header = JSON.parse(Buffer.from(jwe.split('.')[0] ?? '', 'base64url').toString('utf8')) as { kid?: unknown };
    if (typeof header.kid === 'string') return header.kid;
  } catch {
    // fall through: not a JWE
  }
  throw new ApiError('request.encryption.invalid');
}
