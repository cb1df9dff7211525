// Two instances against one (issue 23): the same load on one server, and on two behind a round-robin proxy,
// on one PostgreSQL and one Redis.
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { Session } from '@lobby/contract/auth';
import { API_PATHS, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import type { PublicKey } from '@lobby/contract/auth';
import type { VendorGameTypes } from '@lobby/contract/vendors';
import { CompactEncrypt, importJWK } from 'jose';
import { startRedis } from '../scripts/lib/redis.mjs';
import { measure, type LoadFigures, type LoadOptions } from './api-load';
import { startBenchServer, type BenchServerOptions } from './server';

const PORTS = { alone: 3213, first: 3210, second: 3211, proxy: 3212 } as const;

/**
 * Every request counts against the per-address limit, as a visitor's would (the bench is one loopback
 * client, so the limit itself is set out of reach): with Redis that is a round trip per request.
 */
const COUNTED = { RATE_LIMIT_EXEMPT_LOOPBACK: '0', RATE_LIMIT_MAX: '100000000' };

async function value<T>(response: Response): Promise<T> {
  return ((await response.json()) as { value: T }).value;
}

/** A tiny round-robin reverse proxy: each request to the next target, over kept-alive connections. */
function roundRobin(port: number, targets: readonly number[]): Promise<Server> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let turn = 0;
  const server = createServer((incoming, outgoing) => {
    const target = targets[turn++ % targets.length];
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: target,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Varied game lists (the read model answers them) and a signed-in member's own record. */
async function loads(base: string) {
  const mapping = await value<VendorGameTypes>(await fetch(`${base}${API_PATHS.vendorGameTypes}?typeId=1`));
  const lists = Object.keys(mapping).flatMap((gameType) =>
    [1, 2, 3, 4, 5].map((pageNo) => `${API_PATHS.games}?gameType=${gameType}&pageNo=${pageNo}&pageSize=36`),
  );
  const key = await value<PublicKey>(await fetch(`${base}${API_PATHS.publicKey}`));
  const body = new TextEncoder().encode(JSON.stringify({ type: 'username', username: 'demo', password: 'Demo1234' }));
  const payload = await new CompactEncrypt(body)
    .setProtectedHeader({ alg: key.alg, enc: key.enc, kid: key.kid })
    .encrypt(await importJWK(key.jwk, key.alg));
  const session = await value<Session>(
    await fetch(`${base}${API_PATHS.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', encryption: ENCRYPTION_SCHEME },
      body: JSON.stringify({ payload }),
    }),
  );
  let next = 0;
  return {
    list: () => ({ path: lists[next++ % lists.length]! }),
    member: () => ({ path: API_PATHS.member, headers: { authorization: `Bearer ${session.token}` } }),
  };
}

export interface InstancesRow {
  setup: string;
  list: LoadFigures;
  member: LoadFigures;
}

async function measureAt(setup: string, base: string, options: LoadOptions): Promise<InstancesRow> {
  const next = await loads(base);
  await measure(base, next.list, { ...options, duration: 2 });
  return { setup, list: await measure(base, next.list, options), member: await measure(base, next.member, options) };
}

/**
 * One instance without Redis, one with it, one behind the proxy (its own cost), and two behind it. Needs
 * PostgreSQL: PGlite serves one process only.
 */
export async function runInstancesLoad(
  server: Omit<BenchServerOptions, 'port' | 'env'> & { databaseUrl: string },
  options: LoadOptions,
): Promise<InstancesRow[]> {
  const redis = await startRedis();
  const stops: (() => void)[] = [redis.stop];
  const start = async (port: number, env: Record<string, string>) => {
    const started = await startBenchServer({ ...server, port, env: { ...COUNTED, ...env } });
    stops.push(started.stop);
    return started;
  };
  const rows: InstancesRow[] = [];
  try {
    const alone = await start(PORTS.alone, {});
    rows.push(await measureAt('one instance, counters in memory', alone.base, options));
    alone.stop();

    const first = await start(PORTS.first, { REDIS_URL: redis.url });
    rows.push(await measureAt('one instance, Redis', first.base, options));
    const single = await roundRobin(PORTS.proxy, [PORTS.first]);
    rows.push(await measureAt('one instance, Redis, behind the proxy', `http://127.0.0.1:${PORTS.proxy}`, options));
    await new Promise((resolve) => single.close(resolve));
    single.closeAllConnections();

    await start(PORTS.second, { REDIS_URL: redis.url });
    const both = await roundRobin(PORTS.proxy, [PORTS.first, PORTS.second]);
    stops.push(() => both.close());
    rows.push(await measureAt('two instances, Redis, behind the proxy', `http://127.0.0.1:${PORTS.proxy}`, options));
    both.closeAllConnections();
  } finally {
    for (const stop of stops.reverse()) stop();
  }
  return rows;
}

/** The table for the results file. */
export function instancesTable(rows: readonly InstancesRow[], cores: number): string {
  const cell = (figures: LoadFigures) => `${figures.requestsPerSecond} | ${figures.p99} | ${figures.errors}`;
  return [
    '## Two instances against one',
    '',
    `The same load on one server and on two behind a round-robin proxy (a node http proxy in the bench), on one`,
    `PostgreSQL and one Redis, every request counted by the shared rate limit. All on this machine's ${cores} cores:`,
    'the two instances, the proxy, the database and the load generator share them.',
    '',
    '| setup | game list req/s | p99 ms | errors | member read req/s | p99 ms | errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((row) => `| ${row.setup} | ${cell(row.list)} | ${cell(row.member)} |`),
    '',
  ].join('\n');
}
