// A throwaway PostgreSQL 15 on loopback for tests and benchmarks.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PG_BIN, ensurePostgres } from './ensure.mjs';
import { freePort } from './free-port.mjs';

const asRoot = process.getuid?.() === 0;
function pgExec(binary, args) {
  const command = join(PG_BIN, binary);
  // initdb refuses root: run the server tools as the postgres user.
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/**
 * Start a fresh cluster; returns { url, stop }. Tests skip fsync (a throwaway cluster); a benchmark asks for a
 * `durable` one, so that every commit reaches the disk as it would in production.
 */
export async function startPostgres({ durable = false } = {}) {
  ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'lobby-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const data = join(dir, 'data');
  pgExec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  pgExec('pg_ctl', [
    '-D', data, '-l', join(dir, 'pg.log'), '-w', '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} ${durable ? '' : '-c fsync=off '}-c max_connections=200`, 'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const stop = () => {
    try {
      pgExec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}
