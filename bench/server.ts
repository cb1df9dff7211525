// Seeds a benchmark database and starts the production server on it, in its own process group.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { API_PATHS } from '@lobby/contract/core';
import { BUILD_ARGS, serverCommand } from '../scripts/lib/server-command.mjs';

export interface BenchServerOptions {
  root: string;
  dataDir: string;
  games: number;
  port: number;
  databaseUrl?: string;
  /** Extra environment for the server, e.g. to turn the catalogue cache off. */
  env?: Record<string, string>;
  /** Runs after the seed, before the server opens the database. */
  prepare?: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(base: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}${API_PATHS.health}`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`server at ${base} never became healthy`);
}

export async function startBenchServer(options: BenchServerOptions) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    SEED_GAMES: String(options.games),
    // autocannon is one loopback client: measure the server, not the per-address rate limit.
    RATE_LIMIT_EXEMPT_LOOPBACK: '1',
    // Production refuses to start without senders; a benchmark sends no message, so a closed port will do.
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
    // Production seals TOTP secrets and refuses to start without the key; no bench member sets up two-factor.
    TOTP_ENCRYPTION_KEY: 'bench-totp-encryption-key-not-for-production',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;
  console.log(`› seeding ${options.games} games into ${options.databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  const seed = join(options.root, 'apps/server/src/db/seed/cli.ts');
  execFileSync(process.execPath, ['--import', 'tsx', seed, '--games', String(options.games)], {
    cwd: options.root,
    env,
    stdio: 'inherit',
  });
  await options.prepare?.();
  // The production start: the compiled server on plain node (built here when stale).
  execFileSync(process.execPath, BUILD_ARGS, { cwd: options.root, stdio: 'inherit' });
  const [node, args] = serverCommand();
  const child = spawn(node, args, {
    cwd: options.root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${options.port}`;
  await waitForHealth(base);
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { base, stop };
}
