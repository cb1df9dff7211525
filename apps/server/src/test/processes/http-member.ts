// Test helper: calls to a server in another process over real HTTP, as a member, operator or game would make
// them (the in-process helpers inject).
import { randomUUID } from 'node:crypto';
import type { PublicKey, Session } from '@lobby/contract/auth';
import type { CashierChannels } from '@lobby/contract/cashier';
import { API_PATHS, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import { launchResponseSchema } from '@lobby/contract/play';
import { CompactEncrypt, importJWK } from 'jose';
import { nextAddress } from '../accounts';

type Ok<T> = { success: true; value: T };

export interface CallOptions {
  /** A member's session, an operator's or a game ticket. */
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address (the server trusts the proxy header); each call gets its own unless set, so
   * per-address throttles only trip where a test means it. */
  address?: string;
}

/** A JSON call over real HTTP. */
export async function call<T = unknown>(base: string, method: string, path: string, options: CallOptions = {}) {
  const { token, body, address = nextAddress() } = options;
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': address,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Ok<T> };
}

/** An encrypted account call (login, registration): the body encrypted to the server's key, as the web sends it. */
export async function callEncrypted<T>(base: string, method: string, path: string, body: unknown) {
  const key = (await call<PublicKey>(base, 'GET', API_PATHS.publicKey)).body.value;
  const payload = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
    .setProtectedHeader({ alg: key.alg, enc: key.enc, kid: key.kid })
    .encrypt(await importJWK(key.jwk, key.alg));
  return call<T>(base, method, path, { body: { payload }, headers: { encryption: ENCRYPTION_SCHEME } });
}

/** A member's token from a username login. */
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
  const { body } = await call(base, 'GET', `${API_PATHS.launch}?nodeId=${nodeId}`, { token });
  return new URLSearchParams(launchResponseSchema.parse(body.value).url.split('#')[1]).get('ticket') ?? '';
}

export function diceRound(base: string, ticket: string) {
  const request = { engine: 'dice', roundId: randomUUID(), stakeMinor: 100, target: 5_000, direction: 'under' };
  return call(base, 'POST', API_PATHS.inhouseRounds, { body: request, token: ticket });
}

export async function depositChannel(base: string, token: string, kind: string) {
  const path = `${API_PATHS.cashierChannels}?direction=deposit`;
  const { body } = await call<CashierChannels>(base, 'GET', path, { token });
  const channel = body.value.channels.find((c) => c.kind === kind);
  if (!channel) throw new Error(`no ${kind} channel`);
  return channel;
}
