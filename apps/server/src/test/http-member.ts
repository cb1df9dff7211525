// Test helper: a member's calls to a server in another process, over real HTTP (the in-process helpers inject).
import { randomUUID } from 'node:crypto';
import type { PublicKey, Session } from '@lobby/contract/auth';
import type { CashierChannels } from '@lobby/contract/cashier';
import { API_PATHS, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import { launchResponseSchema } from '@lobby/contract/play';
import { CompactEncrypt, importJWK } from 'jose';
import { nextAddress } from './accounts';

type Ok<T> = { success: true; value: T };

/** JSON call; each from its own address so per-address throttles stay out of the way. */
export async function call<T>(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': nextAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Ok<T> };
}

/** An encrypted account call (login, registration), as the web sends it. */
export async function callEncrypted<T>(base: string, method: string, path: string, body: unknown) {
  const key = (await call<PublicKey>(base, 'GET', API_PATHS.publicKey)).body.value;
  const payload = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: key.alg, enc: key.enc, kid: key.kid })
    .encrypt(await importJWK(key.jwk, key.alg));
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', encryption: ENCRYPTION_SCHEME, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ payload }),
  });
  return { status: response.status, body: (await response.json()) as Ok<T> };
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const { status, body } = await callEncrypted<Session>(base, 'POST', API_PATHS.login, {
    type: 'username',
    username,
    password,
  });
  if (status !== 200) throw new Error(`login of ${username}: ${status} ${JSON.stringify(body)}`);
  return body.value.token;
}

export function register(base: string) {
  return callEncrypted<Session>(base, 'PUT', API_PATHS.register, {
    kind: 'username',
    username: `crash${randomUUID().replaceAll('-', '').slice(0, 10)}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    acceptTerms: true,
  });
}

/** The in-house game ticket a launch hands the game page. */
export async function launchTicket(base: string, token: string, nodeId: string): Promise<string> {
  const { body } = await call<unknown>(base, 'GET', `${API_PATHS.launch}?nodeId=${nodeId}`, undefined, token);
  return new URLSearchParams(launchResponseSchema.parse(body.value).url.split('#')[1]).get('ticket') ?? '';
}

export function diceRound(base: string, ticket: string) {
  const request = { engine: 'dice', roundId: randomUUID(), stakeMinor: 100, target: 5_000, direction: 'under' };
  return call<unknown>(base, 'POST', API_PATHS.inhouseRounds, request, ticket);
}

export async function depositChannel(base: string, token: string, kind: string) {
  const { body } = await call<CashierChannels>(
    base,
    'GET',
    `${API_PATHS.cashierChannels}?direction=deposit`,
    undefined,
    token,
  );
  const channel = body.value.channels.find((c) => c.kind === kind);
  if (!channel) throw new Error(`no ${kind} channel`);
  return channel;
}
