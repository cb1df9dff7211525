// Starts the message sandbox (sandboxes/messages) for npm start, and points the server's senders at it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './ensure.mjs';
import { sandboxCommand } from './server-command.mjs';

const READY_TIMEOUT_MS = 30_000;

/** Poll a URL until it answers 2xx, the child ends, or the time is up. */
export async function waitUntilUp(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && child.exitCode === null) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  return false;
}

/**
 * The sandbox stands in for whichever sender the operator left unset. Returns the environment the server
 * needs, the inbox address and the child, or null when the operator configured both senders.
 */
export async function startMessageSandbox(env) {
  if (env.SMTP_URL && env.SMS_PROVIDER_URL) return null;
  const host = env.MESSAGES_HOST || '127.0.0.1';
  const smtpPort = env.MESSAGES_SMTP_PORT || '2525';
  const httpPort = env.MESSAGES_HTTP_PORT || '3025';
  const smsKey = env.SMS_PROVIDER_URL ? undefined : env.SMS_PROVIDER_KEY || randomBytes(18).toString('base64url');
  const child = spawn(...sandboxCommand('messages'), {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...env,
      MESSAGES_HOST: host,
      MESSAGES_SMTP_PORT: smtpPort,
      MESSAGES_HTTP_PORT: httpPort,
      MESSAGES_SMS_KEY: smsKey ?? '',
    },
  });
  const inboxUrl = `http://${host}:${httpPort}/`;
  if (!(await waitUntilUp(`${inboxUrl}health`, child, READY_TIMEOUT_MS))) {
    child.kill('SIGTERM');
    throw new Error(
      `The message sandbox did not start (ports ${smtpPort} and ${httpPort}: set MESSAGES_SMTP_PORT / MESSAGES_HTTP_PORT if they are taken).`,
    );
  }
  const serverEnv = {};
  if (!env.SMTP_URL) serverEnv.SMTP_URL = `smtp://${host}:${smtpPort}`;
  if (!env.SMS_PROVIDER_URL) Object.assign(serverEnv, { SMS_PROVIDER_URL: `${inboxUrl}sms`, SMS_PROVIDER_KEY: smsKey });
  return { child, inboxUrl, serverEnv };
}
