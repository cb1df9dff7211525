// Test helper: the compiled production server (npm start's own command) as a real process: to kill and restart,
// or to run several side by side on one database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { API_PATHS } from '@lobby/contract/core';
import { BUILD_ARGS, serverCommand } from '../../../../../scripts/lib/server-command.mjs';
export { freePort } from '../../../../../scripts/lib/free-port.mjs';
import { REPO_ROOT } from '../../paths';

const STOP_GRACE_MS = 10_000;

/** Build the server when its sources changed (a no-op when fresh). */
export function buildServer(): void {
  execFileSync(process.execPath, BUILD_ARGS, { cwd: REPO_ROOT, stdio: 'inherit' });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output: () => string;
}

/** The server's environment; PORT is required so the tests know where it listens. */
export type ServerEnv = Record<string, string> & { PORT: string };

/** Spawn the compiled server; `ready` resolves once /api/health answers (rejects if it exits first). */
export function spawnServer(env: ServerEnv): ServerProcess & { ready: Promise<void> } {
  const [node, args] = serverCommand();
  const child = spawn(node, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'yes',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const url = `http://127.0.0.1:${env.PORT}`;
  const ready = (async () => {
    while (child.exitCode === null && child.signalCode === null) {
      const ok = await fetch(`${url}${API_PATHS.health}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was up:\n${out.slice(-2000)}`);
  })();
  return { child, url, output: () => out, ready };
}

export async function startServer(env: ServerEnv): Promise<ServerProcess> {
  const server = spawnServer(env);
  await server.ready;
  return server;
}

/** SIGKILL, as a crash or an OOM killer would; resolves once it is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** SIGTERM, the way an operator stops it; resolves once it has exited (SIGKILL if it hangs in its shutdown). */
export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
