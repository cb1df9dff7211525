// Installs what a fresh clone or a clean machine lacks: npm packages, and Debian's chromium/postgresql/redis.
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_HEADLESS_SHELL } from './browsers.mjs';

export const root = new URL('../..', import.meta.url).pathname;

export function run(command, options = {}) {
  execSync(command, { stdio: 'inherit', cwd: root, ...options });
}

const INSTALL_STAMP = join(root, 'node_modules', '.install-stamp');
const NPM_CI = 'npm ci --no-audit --no-fund';

/** node_modules is missing or older than the lock file. */
function nodeModulesStale() {
  return (
    !existsSync(INSTALL_STAMP) || statSync(INSTALL_STAMP).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs
  );
}

/**
 * npm ci when node_modules is missing or older than the lock file, in a child process so that other installs can
 * run beside it (ensureTestTools): resolves when it has installed.
 */
export function ensureNodeModules() {
  if (!nodeModulesStale()) return Promise.resolve();
  console.log('› installing npm packages');
  return new Promise((resolve, reject) => {
    const child = spawn(NPM_CI, { cwd: root, shell: true, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${NPM_CI} exited with ${code}`));
      writeFileSync(INSTALL_STAMP, new Date().toISOString());
      resolve();
    });
  });
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

export const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Debian's packages among `wanted` ([path it installs, package]) whose path is missing. */
const missingPackages = (wanted) => wanted.filter(([path]) => !existsSync(path)).map(([, name]) => name);

/** Debian's chromium for Lighthouse and its headless shell for browser tests; Playwright never downloads its own. */
const CHROMIUM_PACKAGES = [
  [CHROMIUM, 'chromium'],
  [CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell'],
];
/** Debian's PostgreSQL 15 server binaries for the throwaway test database. */
const POSTGRES_PACKAGES = [[join(PG_BIN, 'initdb'), 'postgresql-15']];

export function ensureChromium() {
  const missing = missingPackages(CHROMIUM_PACKAGES);
  if (missing.length > 0) aptInstall(missing);
}

export function ensurePostgres() {
  const missing = missingPackages(POSTGRES_PACKAGES);
  if (missing.length > 0) aptInstall(missing);
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

/**
 * Everything npm test needs on a clean machine: the npm packages, and Debian's Chromium, PostgreSQL and Redis in one
 * apt-get run while npm ci runs beside it (both mostly wait on downloads and the disk).
 */
export async function ensureTestTools() {
  const npm = ensureNodeModules();
  try {
    const missing = missingPackages([...CHROMIUM_PACKAGES, ...POSTGRES_PACKAGES]);
    if (!redisServer()) missing.push('redis-server');
    if (missing.length > 0) aptInstall(missing);
  } finally {
    await npm;
  }
}

/** Debian's Redis server for the many-instances test and benchmark. */
export function ensureRedis() {
  if (!redisServer()) aptInstall(['redis-server']);
  const binary = redisServer();
  if (!binary) throw new Error('redis-server is still missing after apt-get install');
  return binary;
}
