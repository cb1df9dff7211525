// A bare Fastify server with one route returning a small JSON: the ceiling the API's figures are compared with.
// Started as a child process (never in the bench process, where autocannon runs) by startBareServer.
import { spawn } from 'node:child_process';
import Fastify from 'fastify';

export const BARE_PATH = '/bare';

/** Start the bare server in a child process; resolves with its base URL and a stop function. */
export async function startBareServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function listen(port: number) {
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, async () => ({ status: 'ok' }));
  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write('listening\n');
}

if (process.argv[1] === new URL(import.meta.url).pathname) await listen(Number(process.argv[2]));
