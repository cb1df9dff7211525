// Real server processes for the many-instances test: started as `npm start` runs the server, called over HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { get, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { API_PATHS, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import type { PublicKey } from '@lobby/contract/auth';
import { CompactEncrypt, importJWK } from 'jose';
import { REPO_ROOT } from '../config';

const START_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });
}

export interface Instance {
  base: string;
  stop(): Promise<void>;
}

async function whenHealthy(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${output()}`);
    const ok = await fetch(`${base}${API_PATHS.health}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${base} not healthy after ${START_TIMEOUT_MS} ms: ${output()}`);
}

/** `apps/server/src/main.ts` through tsx (as `npm start` does today) with this environment, once healthy. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  try {
    await whenHealthy(base, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** A JSON call to an instance, as a member or operator when given a token. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A member's token from a username login on this instance (the body encrypted to its key, as the web does). */
export async function memberLogin(base: string, username: string, password: string): Promise<string> {
  const key = await call<{ value: PublicKey }>(base, 'GET', API_PATHS.publicKey);
  const { kid, alg, enc, jwk } = key.body.value;
  const body = new TextEncoder().encode(JSON.stringify({ type: 'username', username, password }));
  const payload = await new CompactEncrypt(body)
    .setProtectedHeader({ alg, enc, kid })
    .encrypt(await importJWK(jwk, alg));
  const login = await call<{ value: { token: string } }>(base, 'POST', API_PATHS.login, {
    body: { payload },
    headers: { encryption: ENCRYPTION_SCHEME },
  });
  if (login.status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(login.body)}`);
  return login.body.value.token;
}

/** Ask until `done` holds for an answer, or give up after `timeoutMs` (no fixed wait: it returns at once when true). */
export async function pollUntil<T>(ask: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ask();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Open an event stream (server-sent events) and resolve with its first event once `opened` has run; the
 * stream is closed after it. Over node:http on a connection of its own, so closing it ends the stream at once.
 */
export async function firstEvent(url: string, token: string, opened: () => Promise<unknown>): Promise<unknown> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, resolve).on('error', reject);
  });
  if (response.statusCode !== 200) throw new Error(`event stream answered ${response.statusCode}`);
  response.setEncoding('utf8');
  const event = new Promise<unknown>((resolve, reject) => {
    let buffer = '';
    response.on('data', (chunk: string) => {
      buffer += chunk;
      const data = buffer.split('\n').find((line) => line.startsWith('data: '));
      if (data) resolve(JSON.parse(data.slice(6)));
    });
    response.on('end', () => reject(new Error('stream ended')));
  });
  try {
    await opened();
    return await event;
  } finally {
    response.destroy();
  }
}
