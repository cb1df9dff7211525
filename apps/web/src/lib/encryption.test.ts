import { afterEach, describe, expect, it, vi } from 'vitest';
import { compactDecrypt, decodeProtectedHeader, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import type { PublicKey } from '@lobby/contract/auth';
import { API_PATHS, JWE_ALG } from '@lobby/contract/core';
import { apiSend } from './api-client';

async function makeKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair(JWE_ALG, { extractable: true });
  const jwk = (await exportJWK(publicKey)) as PublicKey['jwk'];
  return { kid, privateKey, published: { kid, alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk } satisfies PublicKey };
}

type Key = Awaited<ReturnType<typeof makeKey>>;

/** A server with a current key: answers the public key, decrypts bodies, or refuses with the code given. */
function stubServer(keys: { current: Key }, answer: (payload: unknown, kid: string) => Response | object) {
  const seen = { keyFetches: 0, bodies: [] as unknown[], headers: [] as Headers[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = String(input);
      if (path === API_PATHS.publicKey) {
        seen.keyFetches += 1;
        return Response.json({ success: true, value: keys.current.published });
      }
      seen.headers.push(new Headers(init.headers));
      const { payload } = JSON.parse(String(init.body)) as { payload: string };
      const { kid } = decodeProtectedHeader(payload);
      if (kid !== keys.current.kid) {
        return Response.json({ success: false, code: 'request.encryption.invalid', message: 'x' }, { status: 400 });
      }
      const { plaintext } = await compactDecrypt(payload, keys.current.privateKey as CryptoKey);
      const body: unknown = JSON.parse(new TextDecoder().decode(plaintext));
      seen.bodies.push(body);
      const value = answer(body, kid);
      return value instanceof Response ? value : Response.json({ success: true, value });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('encrypted calls', () => {
  it('send the JSON payload as a JWE for the published key, with the Encryption header', async () => {
    const keys = { current: await makeKey('k1') };
    const seen = stubServer(keys, () => ({ token: 't' }));
    const login = { type: 'username', username: 'player1', password: 'secret1' };
    await expect(apiSend('POST', API_PATHS.login, login, { encrypted: true })).resolves.toEqual({ token: 't' });
    expect(seen.bodies).toEqual([login]);
    expect(seen.headers[0]?.get('Encryption')).toBe('JWE');
    expect(seen.headers[0]?.get('Content-Type')).toBe('application/json');
  });

  it('reuse the key, and fetch it again (once) when the server has rotated it', async () => {
    const keys = { current: await makeKey('k-rotate-1') };
    const seen = stubServer(keys, () => ({ done: true }));
    await apiSend('POST', API_PATHS.login, { n: 1 }, { encrypted: true });
    await apiSend('POST', API_PATHS.login, { n: 2 }, { encrypted: true });
    const fetchesBefore = seen.keyFetches;
    keys.current = await makeKey('k-rotate-2');
    await expect(apiSend('PUT', API_PATHS.register, { n: 3 }, { encrypted: true })).resolves.toEqual({ done: true });
    expect(seen.keyFetches).toBe(fetchesBefore + 1);
    expect(seen.bodies).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('give up after one retry', async () => {
    const keys = { current: await makeKey('k-broken') };
    const seen = stubServer(keys, () =>
      Response.json({ success: false, code: 'request.encryption.invalid', message: 'x' }, { status: 400 }),
    );
    await expect(apiSend('POST', API_PATHS.resetByPhone, {}, { encrypted: true })).rejects.toMatchObject({
      code: 'request.encryption.invalid',
    });
    // The first try and one retry with a freshly fetched key, then the failure stands.
    expect(seen.headers).toHaveLength(2);
  });
});
