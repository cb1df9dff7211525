// Starts the provider simulator (sandboxes/providers) for npm start and npm run dev, and points the server's
// sandbox provider connections at it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { root } from './ensure.mjs';
import { sandboxCommand } from './server-command.mjs';
import { waitUntilUp } from './message-sandbox.mjs';

const READY_TIMEOUT_MS = 30_000;

/**
 * Runs the simulator unless the operator pointed PROVIDERS_SANDBOX_URL elsewhere. Both sides share one key (the
 * operator's PROVIDERS_SANDBOX_KEY, or a fresh one): the simulator derives each connection's secret from it, and
 * so does the server. The simulator calls the server's wallet at WALLET_URL (the server's own address unless
 * set). Compiled (build first) unless `fromSource` (npm run dev). Returns the environment the server needs, the simulator's address and the child.
 */
export async function startProviderSandbox(env, { fromSource = false } = {}) {
  if (env.PROVIDERS_SANDBOX_URL) return null;
  const host = env.PROVIDERS_HOST || '127.0.0.1';
  const httpPort = env.PROVIDERS_HTTP_PORT || '3028';
  const key = env.PROVIDERS_SANDBOX_KEY || randomBytes(24).toString('base64url');
  const walletUrl = env.WALLET_URL || `http://${env.HOST || '127.0.0.1'}:${env.PORT || 3000}/api/provider`;
  const child = spawn(...sandboxCommand('providers', { fromSource }), {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      PROVIDERS_HOST: host,
      PROVIDERS_HTTP_PORT: httpPort,
      PROVIDERS_SANDBOX_KEY: key,
      WALLET_URL: walletUrl,
    },
  });
  const url = `http://${host}:${httpPort}`;
  if (!(await waitUntilUp(`${url}/health`, child, READY_TIMEOUT_MS))) {
    child.kill('SIGTERM');
    throw new Error(`The provider simulator did not start (port ${httpPort}: set PROVIDERS_HTTP_PORT if it is taken).`);
  }
  return {
    child,
    url: `${url}/`,
    serverEnv: { PROVIDERS_SANDBOX_URL: url, PROVIDERS_SANDBOX_KEY: key },
  };
}
