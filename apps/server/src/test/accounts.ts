// Test helpers for account calls: encrypt a payload the way the web does, log in, read the outbox.
import type { PublicKey, Session } from '@lobby/contract/auth';
import { API_PATHS, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import { CompactEncrypt, importJWK } from 'jose';
import type { App } from '../app';

type Ok<T> = { success: true; value: T };

/** A compact JWE of `body` to the server's published key. */
export async function encryptFor(app: App, body: unknown): Promise<string> {
  return encryptBytesFor(app, new TextEncoder().encode(JSON.stringify(body)));
}

/** A compact JWE of raw bytes (which need not be valid UTF-8) to the server's published key. */
export async function encryptBytesFor(app: App, bytes: Uint8Array): Promise<string> {
  const key = (await app.inject({ method: 'GET', url: API_PATHS.publicKey })).json() as Ok<PublicKey>;
  const { kid, alg, enc, jwk } = key.value;
  return new CompactEncrypt(bytes).setProtectedHeader({ alg, enc, kid }).encrypt(await importJWK(jwk, alg));
}

export interface SendOptions {
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** The client address; each call gets its own unless set, so address counters only trip where a test means it. */
  ip?: string;
}

let lastAddress = 0;
/** A fresh client address (10.x.y.z). */
export function nextAddress(): string {
  lastAddress += 1;
  return `10.${(lastAddress >> 16) & 255}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** Send an encrypted call; returns status and parsed body. */
export async function sendEncrypted<T = unknown>(app: App, url: string, body: unknown, options: SendOptions = {}) {
  const response = await app.inject({
    method: options.method ?? 'POST',
    url,
    headers: { encryption: ENCRYPTION_SCHEME, ...options.headers },
    remoteAddress: options.ip ?? nextAddress(),
    payload: { payload: await encryptFor(app, body) },
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** Send a plain JSON call (optionally as a member). */
export async function sendJson<T = unknown>(
  app: App,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  body?: unknown,
  token?: string,
) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

export async function loginAs(app: App, username: string, password: string, extra: object = {}): Promise<Session> {
  const { status, body } = await sendEncrypted<Ok<Session>>(app, API_PATHS.login, {
    type: 'username',
    username,
    password,
    ...extra,
  });
  if (status !== 200) throw new Error(`login of ${username} failed: ${status} ${JSON.stringify(body)}`);
  return body.value;
}

/** A fresh captcha and its answer (outside production the server reveals recent answers). */
export async function solvedCaptcha(app: App): Promise<{ captchaKey: string; captcha: string }> {
  const issued = (await app.inject({ method: 'GET', url: API_PATHS.captcha })).json() as Ok<{ captchaKey: string }>;
  const captchaKey = issued.value.captchaKey;
  const peek = (await app.inject({ method: 'GET', url: `/api/dev/captcha?key=${captchaKey}` })).json() as Ok<{
    answer: string;
  }>;
  return { captchaKey, captcha: peek.value.answer };
}

/** The newest outbox message to a recipient. */
export async function lastMessageTo(app: App, to: string): Promise<{ body: string; subject: string }> {
  const list = (
    await app.inject({ method: 'GET', url: `${API_PATHS.outbox}?to=${encodeURIComponent(to)}&limit=1` })
  ).json() as Ok<{ body: string; subject: string }[]>;
  const [message] = list.value;
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The 6-digit code of an SMS. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in "${text}"`);
  return match[1];
}

/** The demo accounts of the default merchant (seed/members.ts). */
export const DEMO = {
  player: {
    username: 'demo',
    password: 'Demo1234',
    mobile: '81234567890',
    dialing: '+62',
    email: 'demo@example.com',
  },
  agent: { username: 'agent01', password: 'Agent1234', invitationCode: 'NOVA2026' },
  agentOnly: { username: 'teamlead', password: 'Agent1234' },
  disabled: { username: 'closed01', password: 'Demo1234' },
} as const;
