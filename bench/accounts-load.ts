// Login throughput (argon2id on every request) and the latency of an authenticated read.
import type { PublicKey, Session } from '@lobby/contract/auth';
import { API_PATHS, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import { CompactEncrypt, importJWK } from 'jose';
import { measure, type LoadFigures, type LoadOptions } from './api-load';

/** The demo player of the seed (apps/server/src/db/seed/members.ts). */
const DEMO = { type: 'username', username: 'demo', password: 'Demo1234' } as const;

async function value<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; value: T };
  if (!body.success) throw new Error(`bench call failed: ${JSON.stringify(body)}`);
  return body.value;
}

/** Encrypted login bodies, made once: the server decrypts and hashes on every request all the same. */
async function loginBodies(base: string, count: number): Promise<string[]> {
  const key = await value<PublicKey>(await fetch(`${base}${API_PATHS.publicKey}`));
  const publicKey = await importJWK(key.jwk, key.alg);
  const bodies: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(DEMO)))
      .setProtectedHeader({ alg: key.alg, enc: key.enc, kid: key.kid })
      .encrypt(publicKey);
    bodies.push(JSON.stringify({ payload: jwe }));
  }
  return bodies;
}

export interface AccountFigures {
  login: LoadFigures;
  member: LoadFigures;
}

export async function runAccountsLoad(base: string, options: LoadOptions): Promise<AccountFigures> {
  const bodies = await loginBodies(base, 64);
  const headers = { 'content-type': 'application/json', encryption: ENCRYPTION_SCHEME };
  let turn = 0;
  const login = await measure(
    base,
    () => ({ path: API_PATHS.login, method: 'POST', headers, body: bodies[turn++ % bodies.length] }),
    options,
  );
  const session = await value<Session>(
    await fetch(`${base}${API_PATHS.login}`, { method: 'POST', headers, body: bodies[0] }),
  );
  const member = await measure(
    base,
    () => ({ path: API_PATHS.member, headers: { authorization: `Bearer ${session.token}` } }),
    options,
  );
  return { login, member };
}
