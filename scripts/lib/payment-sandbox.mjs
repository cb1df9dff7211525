// Starts the payment sandbox (sandboxes/payments) for npm start, and points the server's sandbox gateway at it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { root } from './ensure.mjs';
import { sandboxCommand } from './server-command.mjs';
import { waitUntilUp } from './message-sandbox.mjs';

const READY_TIMEOUT_MS = 30_000;

/**
 * Runs the sandbox gateway unless the operator pointed PAYMENTS_SANDBOX_URL elsewhere. Both sides share one
 * key (the operator's PAYMENTS_SANDBOX_KEY, or a fresh one): the sandbox derives each merchant's secret from
 * it, and so does the server. Returns the environment the server needs, the sandbox's address and the child.
 */
export async function startPaymentSandbox(env) {
  if (env.PAYMENTS_SANDBOX_URL) return null;
  const host = env.PAYMENTS_HOST || '127.0.0.1';
  const httpPort = env.PAYMENTS_HTTP_PORT || '3026';
  const key = env.PAYMENTS_SANDBOX_KEY || randomBytes(24).toString('base64url');
  const child = spawn(...sandboxCommand('payments'), {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PAYMENTS_HOST: host, PAYMENTS_HTTP_PORT: httpPort, PAYMENTS_SANDBOX_KEY: key },
  });
  const url = `http://${host}:${httpPort}`;
  if (!(await waitUntilUp(`${url}/health`, child, READY_TIMEOUT_MS))) {
    child.kill('SIGTERM');
    throw new Error(`The payment sandbox did not start (port ${httpPort}: set PAYMENTS_HTTP_PORT if it is taken).`);
  }
  return { child, url: `${url}/`, serverEnv: { PAYMENTS_SANDBOX_URL: url, PAYMENTS_SANDBOX_KEY: key } };
}
