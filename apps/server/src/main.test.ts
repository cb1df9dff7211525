import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../../../scripts/lib/server-command.mjs';
import { REPO_ROOT } from './config';
import { buildServer } from './test/processes/server-process';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-start-'));
// npm start's own command: the compiled server on plain node (from source, tsx took 17 s a start beside the
// browser tests).
beforeAll(() => buildServer());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Start the real server process with this environment; it must end by itself. */
async function start(env: Record<string, string>) {
  const base = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
  };
  try {
    const [node, args] = serverCommand();
    await run(node, args, {
      cwd: REPO_ROOT,
      env: { ...base, ...env },
      timeout: 50_000,
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? '' };
  }
}

describe('a production start', () => {
  it('refuses to start without senders, naming the missing settings, before opening a database', async () => {
    const result = await start({});
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/SMS_PROVIDER_URL and SMTP_URL/);
    expect(readdirSync(dataDir)).toEqual([]);
  }, 60_000);

  it('refuses an outbox, which would serve codes and captcha answers to anyone', async () => {
    const result = await start({
      MESSAGE_OUTBOX: 'on',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/MESSAGE_OUTBOX: cannot be on in production/);
  }, 60_000);
});
