// Start time: from spawn to the first /api/health OK, for the compiled production start (npm start's command) on
// an empty DATA_DIR (PGlite: cluster, migrations, seed, art) and again on the same, now warm, data; and the warm
// start from source through tsx (the old production start) for comparison.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { API_PATHS } from '@lobby/contract/core';
import { BUILD_ARGS, serverCommand } from '../scripts/lib/server-command.mjs';

export interface StartFigures {
  /** The demo catalogue size npm start seeds. */
  games: number;
  firstStartMs: number;
  warmStartMs: number;
  warmStartTsxMs: number;
  buildMs: number;
}

const WARM_RUNS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Spawn, time until /api/health answers, then stop it (SIGTERM) and wait for it to exit. */
async function timedStart(root: string, command: [string, string[]], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0], command[1], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  let gone = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${env.PORT}`;
  try {
    while (!gone) {
      const ok = await fetch(`${base}${API_PATHS.health}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return Math.round(performance.now() - started);
      await sleep(50);
    }
    throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was up`);
  } finally {
    if (!gone) child.kill('SIGTERM');
    await exited;
  }
}

export async function measureStartTime(options: { root: string; port: number; games?: number }): Promise<StartFigures> {
  const { root, port, games = 3000 } = options;
  const dataDir = join(root, '.tmp/bench-start-data');
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_GAMES: String(games),
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
    TOTP_ENCRYPTION_KEY: 'bench-totp-encryption-key-not-for-production',
  };
  const built = performance.now();
  execFileSync(process.execPath, [...BUILD_ARGS, '--force'], { cwd: root, stdio: 'inherit' });
  const buildMs = Math.round(performance.now() - built);
  console.log(`› start time: first start on an empty DATA_DIR (${games} games)`);
  const firstStartMs = await timedStart(root, serverCommand(), env);
  console.log(`  ${firstStartMs} ms`);
  console.log(`› start time: warm starts, compiled and through tsx (median of ${WARM_RUNS})`);
  const tsx: [string, string[]] = [process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']];
  const compiled: number[] = [];
  const fromSource: number[] = [];
  for (let i = 0; i < WARM_RUNS; i += 1) {
    compiled.push(await timedStart(root, serverCommand(), env));
    fromSource.push(await timedStart(root, tsx, env));
  }
  const warmStartMs = median(compiled);
  const warmStartTsxMs = median(fromSource);
  rmSync(dataDir, { recursive: true, force: true });
  return { games, firstStartMs, warmStartMs, warmStartTsxMs, buildMs };
}
