// Installs what a fresh clone or a clean machine lacks: npm packages, and Debian's chromium/postgresql/redis.
import { execSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

export function run(command, options = {}) {
  execSync(command, { stdio: 'inherit', cwd: root, ...options });
}

/** npm ci when node_modules is missing or older than the lock file. */
export function ensureNodeModules() {
  const stamp = join(root, 'node_modules', '.install-stamp');
  const lock = join(root, 'package-lock.json');
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› installing npm packages');
  run('npm ci --no-audit --no-fund');
  writeFileSync(stamp, new Date().toISOString());
}

let aptUpdated = false;
function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing system packages (${packages.join(', ')}): install them with apt-get as root.`);
  }
  if (!aptUpdated) run('apt-get update -qq');
  aptUpdated = true;
  run(`apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export const CHROMIUM = '/usr/bin/chromium';
/** The browser tests' Chromium: Debian's headless shell (packages/ui/src/test/playwright.ts says why). */
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Debian's chromium for Lighthouse and its headless shell for browser tests; Playwright never downloads its own. */
export function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium'],
    [CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length > 0) aptInstall(missing.map(([, name]) => name));
}

/** Debian's PostgreSQL 15 server binaries for the throwaway test database. */
export function ensurePostgres() {
  if (!existsSync(join(PG_BIN, 'initdb'))) aptInstall(['postgresql-15']);
}

/** A program's path, when it is on PATH or where Debian puts it. */
function installed(name) {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/bin', '/usr/sbin']) {
    if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** Debian's wrk, the load generator of the bench's catalogue loads. */
export function ensureWrk() {
  if (!installed('wrk')) aptInstall(['wrk']);
}

/** Debian's redis-server, when it is installed. */
export const redisServer = () => installed('redis-server');

/** Debian's Redis server for the many-instances test and benchmark. */
export function ensureRedis() {
  if (!redisServer()) aptInstall(['redis-server']);
  const binary = redisServer();
  if (!binary) throw new Error('redis-server is still missing after apt-get install');
  return binary;
}
