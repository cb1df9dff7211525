// A throwaway Redis on loopback for tests and benchmarks: a random port, a temporary directory, no persistence.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureRedis } from './ensure.mjs';
import { freePort } from './free-port.mjs';

/** Resolves once the server answers PING; rejects when it exits first or after 10 s. */
function whenReady(port, child) {
  const deadline = Date.now() + 10_000;
  return new Promise((resolve, reject) => {
    let exited = false;
    child.once('exit', (code) => {
      exited = true;
      reject(new Error(`redis-server exited with ${code}`));
    });
    const attempt = () => {
      if (exited) return;
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        if (data.toString().startsWith('+PONG')) resolve();
        else retry();
      });
      socket.once('error', () => {
        socket.destroy();
        retry();
      });
    };
    const retry = () => {
      if (Date.now() > deadline) reject(new Error('redis-server did not answer within 10 s'));
      else setTimeout(attempt, 50);
    };
    attempt();
  });
}

/** Start a fresh Redis; returns { url, stop }. */
export async function startRedis() {
  const binary = ensureRedis();
  const dir = mkdtempSync(join(tmpdir(), 'lobby-redis-'));
  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  );
  try {
    await whenReady(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `redis://127.0.0.1:${port}`, stop };
}
